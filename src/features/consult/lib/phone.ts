import { MOBILE_RE } from '../../../shared/api/schemas/bodies';

/** A mainland mobile number — optional 86 or +86, then 1, a digit 3–9, then 9 digits (the bodies' rule). */
export function isMainlandMobile(value: string): boolean {
  return MOBILE_RE.test(value.trim());
}
