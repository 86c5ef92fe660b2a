import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';

/** A failed read: what happened, the server's words when it gave any, and a retry. */
export function LoadError({
  message,
  detail,
  onRetry,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={message} role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {detail ? <Text fz="sm">{detail}</Text> : <span />}
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
