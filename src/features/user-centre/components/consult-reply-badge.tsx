import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';

export function ConsultReplyBadge({ replied }: { replied: boolean }) {
  const t = useT();
  return (
    <Badge color={replied ? 'teal' : 'orange'} variant="light" radius="sm" c={`${replied ? 'teal' : 'orange'}.9`} style={{ textTransform: 'none' }}>
      {replied ? t('centre.consult.replied') : t('centre.consult.awaiting')}
    </Badge>
  );
}
