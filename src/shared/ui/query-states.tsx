// The states every screen shows around a read: skeleton rows, a failed load with retry, an empty list.
import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { isApiError } from '../api/api-error';
import { useT } from '../i18n/language';
import { useOnline } from '../offline/online-status';
import { failureCause, failureText } from './error-text';
import { IconDisc } from './icon-disc';
import { InboxIcon } from './icons';
import { OfflinePanel } from './offline-panel';

/** True when the server said the record does not exist (or the id was never valid). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === '404' || error.status === 404);
}

export function ListSkeleton({ rows = 5, height = 44 }: { rows?: number; height?: number }) {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** A text block (article, detail) while it loads; without `heading`, its lines only. */
export function TextSkeleton({ heading = true }: { heading?: boolean }) {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      {heading && <Skeleton height={28} width="70%" radius="sm" />}
      {heading && <Skeleton height={14} width="40%" radius="sm" />}
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={14} radius="sm" width={i % 3 === 2 ? '80%' : '100%'} />
      ))}
    </Stack>
  );
}

interface LoadErrorProps {
  /** what failed: its cause picks the wording (catalogue only, never the transport's text) */
  error?: unknown;
  /** the alert's title, naming what failed; "数据加载失败" by default */
  title?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** offline: what the device holds of this screen (shown in the offline panel) */
  offlineExtra?: ReactNode;
}

/**
 * A failed read, once: offline (or on a connection that reaches nothing) the offline panel; otherwise
 * what went wrong in the user's language, the server's words when it refused, and a retry.
 */
export function LoadError({ error, title, onRetry, retrying, offlineExtra }: LoadErrorProps) {
  const t = useT();
  const online = useOnline();
  if (failureCause(error, online) === 'offline') return <OfflinePanel>{offlineExtra}</OfflinePanel>;
  return (
    <Alert color="red" variant="light" title={title ?? t('common.loadFailedTitle')} role="alert">
      <Text fz="sm" mb="sm">
        {failureText(error, online, t)}
      </Text>
      <Button size="xs" variant="outline" color="red" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** Nothing to show: the reason (暂无数据 by default) and an optional way onward. */
export function EmptyPanel({ message, children }: { message?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack align="center" gap="xs" py="xl" c="dark.5" ta="center">
      <IconDisc size={56}>
        <InboxIcon />
      </IconDisc>
      <Text c="dark.6">{message ?? t('common.empty')}</Text>
      {children}
    </Stack>
  );
}
