import { Badge } from '@mantine/core';
import type { ApplyRecord } from '../../../shared/api/contract';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';

export const STATUS_KEYS: Record<ApplyRecord['status'], MessageKey> = {
  submitted: 'content.status.submitted',
  reviewing: 'content.status.reviewing',
  approved: 'content.status.approved',
  rejected: 'content.status.rejected',
  paid: 'content.status.paid',
};

const COLORS: Record<ApplyRecord['status'], string> = {
  submitted: 'blue',
  reviewing: 'orange',
  approved: 'teal',
  rejected: 'red',
  paid: 'green',
};

export function ApplyStatusBadge({ status }: { status: ApplyRecord['status'] }) {
  const t = useT();
  return (
    <Badge color={COLORS[status]} variant="light" size="lg" radius="sm">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
