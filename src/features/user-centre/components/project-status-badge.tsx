import { projectStatusColor } from '../lib/format';
import { StatusBadge } from '../../../shared/ui/status-badge';

export function ProjectStatusBadge({ status }: { status: string }) {
  if (!status) return null;
  return <StatusBadge color={projectStatusColor(status)}>{status}</StatusBadge>;
}
