import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';

interface Props {
  /** the screen's h1: the panel stands in for the whole screen */
  title: string;
  backTo: string;
  backLabel: MessageKey;
}

/** A missing, malformed or foreign id: say so plainly and offer the way back. */
export function NotFoundPanel({ title, backTo, backLabel }: Props) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm" py="lg">
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dark.5">{t('centre.notFound')}</Text>
        <Button component={Link} to={backTo} variant="outline">
          {t(backLabel)}
        </Button>
      </Stack>
    </Paper>
  );
}
