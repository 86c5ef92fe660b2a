// Registers the service worker; 新版本已就绪 / 立即更新 when a new one waits.
import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/language';
import { useServiceWorkerUpdate } from '../../shared/pwa/sw-update';
import { RefreshIcon } from '../../shared/ui/icons';
import classes from './update-prompt.module.css';

export function UpdatePrompt() {
  const t = useT();
  const { waiting, apply, dismiss } = useServiceWorkerUpdate();
  const [updating, setUpdating] = useState(false);
  if (!waiting) return null;
  const update = () => {
    setUpdating(true);
    void apply();
  };
  return (
    <Paper
      className={classes.prompt}
      shadow="lg"
      p="md"
      radius="md"
      role="region"
      aria-labelledby="update-ready-title"
      data-noprint
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text c="gov.8" mt={2} aria-hidden>
          <RefreshIcon />
        </Text>
        <div>
          <Text id="update-ready-title" fw={600} role="status">
            {t('update.ready')}
          </Text>
          <Text size="sm" c="dark.5" mt={2}>
            {t('pwa.updateHint')}
          </Text>
        </div>
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={dismiss} disabled={updating}>
          {t('pwa.updateLater')}
        </Button>
        <Button size="xs" onClick={update} loading={updating}>
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
