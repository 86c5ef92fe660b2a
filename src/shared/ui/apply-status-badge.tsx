import type { ApplyRecord } from '../api/contract';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/language';
import { StatusBadge } from './status-badge';

type ApplyStatus = ApplyRecord['status'];

/** One label and colour per application status, wherever an application is shown. */
export const APPLY_STATUS_VIEW: Record<ApplyStatus, { label: MessageKey; color: string }> = {
  submitted: { label: 'common.applyStatus.submitted', color: 'blue' },
  accepted: { label: 'common.applyStatus.accepted', color: 'cyan' },
  reviewing: { label: 'common.applyStatus.reviewing', color: 'orange' },
  returned: { label: 'common.applyStatus.returned', color: 'grape' },
  approved: { label: 'common.applyStatus.approved', color: 'teal' },
  publicity: { label: 'common.applyStatus.publicity', color: 'teal' },
  disbursing: { label: 'common.applyStatus.disbursing', color: 'lime' },
  rejected: { label: 'common.applyStatus.rejected', color: 'red' },
  paid: { label: 'common.applyStatus.paid', color: 'green' },
};

export function ApplyStatusBadge({ status, size = 'md' }: { status: ApplyStatus; size?: 'md' | 'lg' }) {
  const t = useT();
  const view = APPLY_STATUS_VIEW[status];
  return (
    <StatusBadge color={view.color} size={size}>
      {t(view.label)}
    </StatusBadge>
  );
}
