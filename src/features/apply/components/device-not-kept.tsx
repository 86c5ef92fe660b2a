// Honest saving (暂存, docs/product.md): when the device could not keep the latest change (storage full,
// refused) or keeps it only in this page (the in-memory stand-in), the form says what is kept and what is not,
// instead of a 已暂存 that is no longer true.
import { Alert, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { DeviceSave } from '../../../shared/offline/application-drafts';

export function DeviceNotKept(props: {
  /** the device's answer to the last save (never 'device' here) */
  kept: Exclude<DeviceSave, 'device'>;
  /** when the account's copy on the server was saved, and the latest change */
  onServerAt: number | null;
  changedAt: number;
  online: boolean;
  /** files chosen offline that only this page holds */
  waitingFiles: number;
  when: (ms: number) => string;
}) {
  const t = useT();
  const { kept, onServerAt, changedAt, online, waitingFiles, when } = props;
  const account =
    onServerAt === null
      ? t('drafts.keptNowhere')
      : onServerAt >= changedAt
        ? t('drafts.keptOnAccount', { time: when(onServerAt) })
        : t('drafts.keptOnAccountEarlier', { time: when(onServerAt) });
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t(kept === 'memory' ? 'drafts.memoryTitle' : 'drafts.notKeptTitle')}
      data-testid="draft-not-kept"
      data-kept={kept}
    >
      <Stack gap={4}>
        <Text fz="sm">{t(`drafts.${kept}`)}</Text>
        <Text fz="sm">{account}</Text>
        {!online && <Text fz="sm">{t('drafts.offline')}</Text>}
        {waitingFiles > 0 && <Text fz="sm">{t('drafts.waitingFiles', { count: waitingFiles })}</Text>}
      </Stack>
    </Alert>
  );
}
