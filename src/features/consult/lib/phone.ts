/** A mainland mobile number — optional 86 or +86, then 1, a digit 3–9, then 9 digits. */
export const MAINLAND_MOBILE_RE = /^(?:\+?86)?1[3-9]\d{9}$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE_RE.test(value.trim());
}
