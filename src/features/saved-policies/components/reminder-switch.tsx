// One switch for deadline notifications on this device; says plainly when the browser cannot or may not.
import { useEffect, useState } from 'react';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useLang, useT } from '../../../shared/i18n/language';
import { reminderState } from '../../../shared/offline/reminder-store';
import { notificationSupport, setReminders, type ReminderSupport } from '../lib/reminders';

export function ReminderSwitch() {
  const t = useT();
  const lang = useLang();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [support, setSupport] = useState<ReminderSupport>(notificationSupport);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void reminderState
      .enabled()
      .then((on) => live && setEnabled(on && Notification.permission === 'granted'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const result = await setReminders(on, lang);
      setEnabled(result.enabled);
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
