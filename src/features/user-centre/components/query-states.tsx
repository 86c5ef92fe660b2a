import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { isApiError } from '../../../shared/api/api-error';

export function LoadingRows({ rows = 5, height = 44 }: { rows?: number; height?: number }) {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** Which words fit a failed load: the server's own message when it sent one. */
function reasonOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'code' && error.message) return error.message;
  return fallback;
}

export function LoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={t('centre.loadFailedTitle')} role="alert">
      <Text size="sm" mb="sm">
        {reasonOf(error, t('common.loadFailed'))}
      </Text>
      <Button size="xs" variant="outline" color="red" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

export function EmptyPanel({
  message = 'common.empty',
  children,
}: {
  message?: MessageKey;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="md" py={40} px="md" bg="gray.0">
      <Stack align="center" gap="sm">
        <Text c="dark.5" ta="center">
          {t(message)}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
