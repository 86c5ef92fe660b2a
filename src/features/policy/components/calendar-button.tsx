import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { buildDeadlineIcs, downloadText, isValidDeadline } from '../lib/ics';
import { CalendarIcon } from '../../../shared/ui/icons';
import { useFormat } from '../../../shared/format/use-format';

interface CalendarButtonProps {
  policyId: string;
  policyName: string;
  declareEnd: string;
  /** the reminder this device can give instead (saved-policies feature), offered beside the file */
  onDevice?: ReactNode;
}

/**
 * Downloads an .ics file with the declaration deadline as an all-day event, then says what was saved and
 * where, with the on-device reminder beside it.
 */
export function CalendarButton({ policyId, policyName, declareEnd, onDevice }: CalendarButtonProps) {
  const t = useT();
  const f = useFormat();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  if (!isValidDeadline(declareEnd)) return null;
  const save = () => {
    const url = `${window.location.origin}${window.location.pathname}#/policyDetail?id=${encodeURIComponent(policyId)}`;
    const ics = buildDeadlineIcs({
      policyId,
      policyName,
      declareEnd,
      description: t('detail.calendarDescription', { name: policyName, url }),
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
        onClick={save}
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
