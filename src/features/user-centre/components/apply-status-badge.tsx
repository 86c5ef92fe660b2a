import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { ApplyRow } from '../api/centre-api';
import { APPLY_STATUS_VIEW } from '../model/format';

export function ApplyStatusBadge({ status }: { status: ApplyRow['status'] }) {
  const t = useT();
  const view = APPLY_STATUS_VIEW[status];
  return (
    <Badge color={view.color} variant="light" radius="sm" c={`${view.color}.9`} size="md" style={{ textTransform: 'none' }}>
      {t(view.label)}
    </Badge>
  );
}
