import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/language';
import { InboxIcon } from '../../../shared/ui/icons';

export function ListSkeleton({ rows = 5, height = 72 }: { rows?: number; height?: number }) {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

export function DetailSkeleton() {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={28} width="70%" radius="sm" />
      <Skeleton height={14} width="40%" radius="sm" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={14} radius="sm" width={i % 3 === 2 ? '80%' : '100%'} />
      ))}
    </Stack>
  );
}

/** True when the server said the record does not exist (or the id was never valid). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === '404' || error.status === 404);
}

export function ErrorPanel({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const t = useT();
  const message =
    isApiError(error) && error.kind === 'code' && error.message ? error.message : t('common.loadFailed');
  return (
    <Alert color="red" variant="light" title={t('content.errorTitle')} role="alert">
      <Text fz="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" variant="outline" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

export function EmptyPanel({ message, children }: { message?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack align="center" gap="xs" py="xl" c="dark.5" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <InboxIcon />
      </ThemeIcon>
      <Text c="dark.6">{message ?? t('common.empty')}</Text>
      {children}
    </Stack>
  );
}

interface NotFoundPanelProps {
  title: string;
  body: string;
  backLabel: string;
  backTo: LinkProps['to'];
}

export function NotFoundPanel({ title, body, backLabel, backTo }: NotFoundPanelProps) {
  const t = useT();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="status">
      <Text fz={44} fw={700} c="gov.7" aria-hidden>
        404
      </Text>
      <Text fw={600} fz="lg">
        {title}
      </Text>
      <Text c="dark.6" maw={520}>
        {body}
      </Text>
      <Group justify="center" mt="xs">
        <Button component={Link} to={backTo}>
          {backLabel}
        </Button>
        <Button component={Link} to="/indexHome" variant="default">
          {t('common.home')}
        </Button>
      </Group>
    </Stack>
  );
}
