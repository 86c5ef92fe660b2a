import { useT } from '../../../shared/i18n/language';
import { serverText } from '../../../shared/ui/server-text';
import { projectStatusColor, projectStatusLabel } from '../lib/format';
import { StatusBadge } from '../../../shared/ui/status-badge';

/** A project's status in the reader's language; one the portal does not know stays the server's Chinese. */
export function ProjectStatusBadge({ status }: { status: string }) {
  const t = useT();
  if (!status) return null;
  const label = projectStatusLabel(status);
  return (
    <StatusBadge color={projectStatusColor(status)}>{label ? t(label) : serverText(status)}</StatusBadge>
  );
}
