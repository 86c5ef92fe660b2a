import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { isValidDeadline } from './ics-date';
import { CalendarIcon } from '../../../shared/ui/icons';
import { useFormat } from '../../../shared/format/use-format';
import type { PolicyDetail } from '../../../shared/api/contract';

interface CalendarButtonProps {
  policyId: string;
  policyName: string;
  declareEnd: string;
  /** the reminder this device can give instead (saved-policies feature), offered beside the file */
  onDevice?: ReactNode;
}

/**
 * Downloads an .ics file that reminds of the declaration deadline before it passes (ics.ts), then says
 * what was saved and where, with the on-device reminder beside it.
 */
export function CalendarButton({ policyId, policyName, declareEnd, onDevice }: CalendarButtonProps) {
  const t = useT();
  const f = useFormat();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  if (!isValidDeadline(declareEnd)) return null;
  const save = async () => {
    // the .ics writer loads on the tap: the detail's first screen does without it
    const { buildDeadlineIcs, downloadText } = await import('./ics');
    const url = `${window.location.origin}${window.location.pathname}#/policyDetail?id=${encodeURIComponent(policyId)}`;
    const ics = buildDeadlineIcs({
      policyId,
      policyName,
      declareEnd,
      summary: t('detail.calendarSummary', { name: policyName }),
      description: t('detail.calendarDescription', { name: policyName, date: f.date(declareEnd), url }),
      url,
    });
    const file = `policy-${policyId}-deadline.ics`;
    downloadText(ics, file);
    setSavedAs(file);
  };
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        fullWidth
        leftSection={<CalendarIcon />}
        onClick={() => void save()}
        title={t('detail.calendarHint')}
      >
        {t('detail.calendar')}
      </Button>
      {savedAs && (
        <Alert color="teal" variant="light" role="status" p="sm" title={t('detail.calendarSavedTitle')}>
          <Stack gap="xs">
            <Text fz="sm">{t('detail.calendarSaved', { file: savedAs, date: f.date(declareEnd) })}</Text>
            {onDevice}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

interface KeepTrackProps {
  policy: PolicyDetail;
  /** the on-device reminder, supplied by the route (saved-policies feature) */
  deviceReminder?: (policy: PolicyDetail) => ReactNode;
  /** further actions (保存到本机), supplied by the route */
  actions?: (policy: PolicyDetail) => ReactNode;
}

/** What the detail and 免申即享 screens offer to keep track of a policy: the deadline file and the route's actions. */
export function KeepTrackActions({ policy, deviceReminder, actions }: KeepTrackProps) {
  return (
    <>
      <CalendarButton
        policyId={policy.id}
        policyName={policy.policyName}
        declareEnd={policy.declareEnd}
        onDevice={deviceReminder?.(policy)}
      />
      {actions?.(policy)}
    </>
  );
}
