// How a locker document's source and validity read, the same on the locker screen and in the slot picker.
import { useT } from '../i18n/language';
import { useFormat } from '../format/use-format';
import { StatusBadge } from '../ui/status-badge';
import type { LockerDocument } from '../api/schemas/locker';
import { expiryOf } from './locker-rules';

/** 来自电子证照库 / 本人上传 */
export function SourceBadge({ doc }: { doc: LockerDocument }) {
  const t = useT();
  return doc.source === 'licence' ? (
    <StatusBadge color="teal" data-testid="locker-source">
      {t('locker.source.licence')}
    </StatusBadge>
  ) : (
    <StatusBadge color="gray" data-testid="locker-source">
      {t('locker.source.upload')}
    </StatusBadge>
  );
}

/** 已过期 / 即将到期 (the date is in the 有效期至 beside it); nothing for a valid or open-ended document */
export function ExpiryBadge({ doc, now }: { doc: LockerDocument; now: number }) {
  const t = useT();
  const state = expiryOf(doc.validUntil, now);
  if (state !== 'expired' && state !== 'soon') return null;
  return (
    <StatusBadge
      color={state === 'expired' ? 'red' : 'orange'}
      data-testid="locker-expiry"
      data-state={state}
    >
      {t(state === 'expired' ? 'locker.expired' : 'locker.expiresSoon')}
    </StatusBadge>
  );
}

/** 有效期至 as people read it: the date, or 长期 */
export function ValidUntil({ doc }: { doc: LockerDocument }) {
  const t = useT();
  const f = useFormat();
  return <>{doc.validUntil ? f.date(doc.validUntil) : t('locker.noEnd')}</>;
}
