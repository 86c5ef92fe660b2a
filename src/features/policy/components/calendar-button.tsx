import { Button } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { buildDeadlineIcs, downloadText, isValidDeadline } from '../lib/ics';
import { CalendarIcon } from '../../../shared/ui/icons';

interface CalendarButtonProps {
  policyId: string;
  policyName: string;
  declareEnd: string;
}

/** Downloads an .ics file with the declaration deadline as an all-day event. */
export function CalendarButton({ policyId, policyName, declareEnd }: CalendarButtonProps) {
  const t = useT();
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
    downloadText(ics, `policy-${policyId}-deadline.ics`);
  };
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<CalendarIcon />}
      onClick={save}
      title={t('detail.calendarHint')}
    >
      {t('detail.calendar')}
    </Button>
  );
}
