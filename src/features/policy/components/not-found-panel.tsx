import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import { FileIcon } from '../../../shared/ui/icons';
import classes from './not-found-panel.module.css';

/** An unknown or withdrawn policy: the server's words, and ways onward. */
export function NotFoundPanel({ message }: { message?: string }) {
  const t = useT();
  return (
    <Container size="sm" py={56}>
      <Paper radius="md" className={classes.panel} role="status">
        <Stack align="center" gap="md" ta="center">
          <span className={classes.icon}>
            <FileIcon size={44} />
          </span>
          <Title order={1} fz={26}>
            {message || t('detail.notFoundTitle')}
          </Title>
          <Text c="dark.6">{t('detail.notFoundBody')}</Text>
          <Group justify="center">
            <Button component={Link} to="/policyList">
              {t('detail.list')}
            </Button>
            <Button component={Link} to="/indexHome" variant="default">
              {t('common.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
