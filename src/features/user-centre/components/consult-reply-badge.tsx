import { useT } from '../../../shared/i18n/language';
import { StatusBadge } from '../../../shared/ui/status-badge';

export function ConsultReplyBadge({ replied }: { replied: boolean }) {
  const t = useT();
  return (
    <StatusBadge color={replied ? 'teal' : 'orange'}>
      {replied ? t('centre.consult.replied') : t('centre.consult.awaiting')}
    </StatusBadge>
  );
}
