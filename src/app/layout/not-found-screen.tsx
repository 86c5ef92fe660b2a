import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../shared/i18n/language';

export function NotFoundScreen() {
  const t = useT();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="gov.7" aria-hidden>
          404
        </Text>
        <Title order={1} fz={28}>
          {t('notFound.title')}
        </Title>
        <Text c="dark.6">{t('notFound.body')}</Text>
        <Group>
          <Button component={Link} to="/indexHome">
            {t('common.home')}
          </Button>
          <Button component={Link} to="/policyList" variant="default">
            {t('notFound.search')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
