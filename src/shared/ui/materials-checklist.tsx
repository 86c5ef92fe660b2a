// The materials a policy asks for, as a checklist the person ticks on this device, printable on one A4 page.
import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n/language';
import { checklist, parseTicks } from '../offline/checklist-store';
import { useDeviceStore } from '../storage/use-device-store';
import { printOnly } from './print';
import classes from './materials-checklist.module.css';

interface MaterialsChecklistProps {
  policyId: string;
  policyName: string;
  materials: readonly string[];
  headingOrder?: 2 | 3 | 4 | 5;
}

export function MaterialsChecklist({
  policyId,
  policyName,
  materials,
  headingOrder = 3,
}: MaterialsChecklistProps) {
  const t = useT();
  const listed = materials.filter((m) => m.trim() !== '' && m !== '无');
  const stored = useDeviceStore(checklist.view(policyId));
  // a tick shows at once (the next one builds on it), before the device has read it back
  const [ticked, setTicked] = useState<{ policyId: string; ticks: string[] } | null>(null);
  const ticks =
    ticked?.policyId === policyId
      ? ticked.ticks
      : stored.status === 'pending'
        ? null
        : parseTicks(stored.data, listed);

  const toggle = (item: string, on: boolean) => {
    const next = on ? [...(ticks ?? []), item] : (ticks ?? []).filter((x) => x !== item);
    setTicked({ policyId, ticks: next });
    void checklist.setTicks(policyId, next);
  };

  const done = ticks?.length ?? 0;
  const id = `checklist-${policyId}`;
  return (
    <Paper withBorder radius="md" p="md" className={classes.sheet} data-print-area={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={headingOrder} fz="md">
              {t('checklist.title')}
            </Title>
            <Text fz="sm" className={classes.printOnly} lang="zh-CN">
              {policyName}
            </Text>
          </div>
          {listed.length > 0 && (
            <Button size="xs" variant="default" className={classes.noPrint} onClick={() => printOnly(id)}>
              {t('checklist.print')}
            </Button>
          )}
        </Group>
        {listed.length === 0 ? (
          <Text fz="sm" c="dark.6">
            {t('checklist.empty')}
          </Text>
        ) : (
          <>
            <Progress
              value={(done / listed.length) * 100}
              aria-label={t('checklist.progress', { done, total: listed.length })}
              className={classes.noPrint}
            />
            <Text fz="sm" c="dark.6" aria-live="polite">
              {t('checklist.progress', { done, total: listed.length })}
            </Text>
            <Stack gap={6} component="ul" className={classes.list}>
              {listed.map((item) => (
                <li key={item}>
                  <Checkbox
                    label={<span lang="zh-CN">{item}</span>}
                    checked={ticks?.includes(item) ?? false}
                    disabled={ticks === null}
                    onChange={(e) => toggle(item, e.currentTarget.checked)}
                  />
                </li>
              ))}
            </Stack>
            <Text fz="xs" c="dark.5" className={classes.noPrint}>
              {t('checklist.hint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
