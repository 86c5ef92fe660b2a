// The locker's rules the portal and the server share: which kind a policy's material is, and when a document
// is expired or about to be.
import type { LockerDocument, LockerKind } from '../api/schemas/locker';
import { daysUntil } from '../format/days-left';

/** How the policies' material lists name each kind (first match wins; a material naming none is 其他). */
const KIND_WORDS: readonly [LockerKind, RegExp][] = [
  ['legalRepId', /法定代表人.*身份证/],
  ['businessLicence', /营业执照/],
  ['idCard', /居民身份证|身份证/],
  ['socialSecurity', /社保|社会保险/],
  ['taxProof', /纳税|完税|税收/],
  ['auditReport', /审计报告/],
  ['bankAccount', /银行开户|存款账户|银行账户/],
];

export function kindOfMaterial(material: string): LockerKind {
  return KIND_WORDS.find(([, re]) => re.test(material))?.[0] ?? 'other';
}

/** documents expiring within this many days are flagged */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = 'expired' | 'soon' | 'valid' | 'none';

/**
 * Where a document's validity stands at `now` (ms), by the one days-left rule (the Quanzhou calendar): valid
 * through its last day, flagged within 30 days of it, expired after it.
 */
export function expiryOf(validUntil: string | undefined, now: number): ExpiryState {
  if (!validUntil) return 'none';
  const left = daysUntil(validUntil, now);
  if (left === null) return 'none';
  if (left < 0) return 'expired';
  return left <= EXPIRY_WARNING_DAYS ? 'soon' : 'valid';
}

/** true when the document stops being valid before `deadline` (YYYY-MM-DD…), the policy's last day */
export function expiresBefore(validUntil: string | undefined, deadline: string | undefined): boolean {
  if (!validUntil || !deadline) return false;
  return validUntil < deadline.slice(0, 10);
}

/** the documents that need attention (expired or within 30 days), soonest first */
export function flaggedDocuments(docs: readonly LockerDocument[], now: number): LockerDocument[] {
  return docs
    .filter((d) => {
      const s = expiryOf(d.validUntil, now);
      return s === 'expired' || s === 'soon';
    })
    .sort((a, b) => (a.validUntil ?? '').localeCompare(b.validUntil ?? ''));
}
