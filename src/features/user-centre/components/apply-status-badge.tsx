import { useT } from '../../../shared/i18n/language';
import type { ApplyRow } from '../api/centre-api';
import { APPLY_STATUS_VIEW } from '../lib/format';
import { StatusBadge } from './status-badge';

export function ApplyStatusBadge({ status }: { status: ApplyRow['status'] }) {
  const t = useT();
  const view = APPLY_STATUS_VIEW[status];
  return (
    <StatusBadge color={view.color} size="md">
      {t(view.label)}
    </StatusBadge>
  );
}
