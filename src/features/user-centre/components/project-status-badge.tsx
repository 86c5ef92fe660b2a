import { Badge } from '@mantine/core';
import { projectStatusColor } from '../model/format';

export function ProjectStatusBadge({ status }: { status: string }) {
  if (!status) return null;
  return (
    <Badge color={projectStatusColor(status)} variant="light" radius="sm" c={`${projectStatusColor(status)}.9`} style={{ textTransform: 'none' }}>
      {status}
    </Badge>
  );
}
