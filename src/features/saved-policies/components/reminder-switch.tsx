// One switch for deadline notifications on this device; says plainly when the browser cannot or may not.
import { useState } from 'react';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useLang, useT } from '../../../shared/i18n/language';
import { savedPolicyViews } from '../../../shared/offline/saved-policy-views';
import { useDeviceStore } from '../../../shared/storage/use-device-store';
import { notificationSupport, setReminders, type ReminderSupport } from '../lib/reminders';

export function ReminderSwitch() {
  const t = useT();
  const lang = useLang();
  // on as the device keeps it, and only while notifications may be shown; null while it is read
  const stored = useDeviceStore(savedPolicyViews.remindersOn, (reading) =>
    reading.status === 'pending' ? null : reading.data === true && Notification.permission === 'granted',
  );
  /** what the last change ended in (the browser may refuse what was asked) */
  const [changed, setChanged] = useState<boolean | null>(null);
  const enabled = changed ?? stored;
  const [support, setSupport] = useState<ReminderSupport>(notificationSupport);
  const [busy, setBusy] = useState(false);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const result = await setReminders(on, lang);
      setChanged(result.enabled);
      setSupport(result.support);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Switch
        label={t('reminder.switch')}
        checked={enabled ?? false}
        disabled={enabled === null || busy || support === 'unsupported'}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
      <Text fz="xs" c="dark.6">
        {t('reminder.switchHint')}
      </Text>
      {support !== 'ok' && (
        <Alert color="orange" variant="light" py="xs" role="status">
          {t(support === 'denied' ? 'reminder.permissionDenied' : 'reminder.unsupported')}
        </Alert>
      )}
    </Stack>
  );
}
