// 在本机提醒我: keeps the policy on this device and turns deadline reminders on, in one step; says how it ended.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { PolicyDetail } from '../../../shared/api/contract';
import { useLang, useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useSavePolicy, type PolicyDetailQuery } from '../api/saved-policy-mutations';
import { savedPolicyViews } from '../../../shared/offline/saved-policy-views';
import { useDeviceStore } from '../../../shared/storage/use-device-store';
import { setReminders } from '../lib/reminders';

type Outcome = 'on' | 'denied' | 'unsupported' | 'failed';
const OUTCOME_TEXT: Record<Outcome, MessageKey> = {
  on: 'reminder.deviceOn',
  denied: 'reminder.permissionDenied',
  unsupported: 'reminder.unsupported',
  failed: 'pwa.saveFailed',
};

export function DeviceReminderButton<K extends QueryKey>({
  policy,
  detailQuery,
}: {
  policy: PolicyDetail;
  detailQuery: PolicyDetailQuery<K>;
}) {
  const t = useT();
  const lang = useLang();
  const saved = useDeviceStore(savedPolicyViews.one(policy.id));
  const remindersOn = useDeviceStore(savedPolicyViews.remindersOn);
  const save = useSavePolicy(detailQuery);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const alreadyOn =
    saved.data !== undefined &&
    saved.data !== null &&
    remindersOn.data === true &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted';

  const remind = async () => {
    setBusy(true);
    try {
      if (!saved.data) await save.mutateAsync(policy);
      const result = await setReminders(true, lang);
      setOutcome(result.enabled ? 'on' : result.support === 'ok' ? 'denied' : result.support);
      void remindersOn.refetch();
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  if (alreadyOn || outcome === 'on') return <Text fz="sm">{t('reminder.deviceOn')}</Text>;
  return (
    <Stack gap={4}>
      <Text fz="sm">{t('reminder.deviceOffer')}</Text>
      <Button size="xs" variant="outline" onClick={() => void remind()} loading={busy} w="fit-content">
        {t('reminder.deviceButton')}
      </Button>
      {outcome && (
        <Text fz="xs" c="orange.9">
          {t(OUTCOME_TEXT[outcome])}
        </Text>
      )}
    </Stack>
  );
}
