// A logged-in enterprise starts from its registered county: once per login, the header's county (and so the
// scope of home and the list) becomes the county of the enterprise's region (docs/product.md#counties-and-themes).
import { useEffect } from 'react';
import { accountKind, useSession } from '../shared/auth/session';
import { rememberScope } from '../shared/storage/county-scope';

const APPLIED_KEY = 'portal.countyFromProfile';

/** The county of a county or street code (kept here, not imported, so the eligibility model stays lazy). */
const countyOf = (code: string | undefined) =>
  code && /^\d{6}(\d{3})?$/.test(code) ? code.slice(0, 6) : undefined;

function applied(): string | null {
  try {
    return sessionStorage.getItem(APPLIED_KEY);
  } catch {
    return null;
  }
}

export function EnterpriseCountyStart() {
  const session = useSession();
  const county = accountKind(session) === 2 ? countyOf(session.userInfo?.countyCode) : undefined;
  const token = session.token;
  useEffect(() => {
    if (!county || !token) return;
    const mark = `${token.slice(-16)}:${county}`;
    if (applied() === mark) return;
    try {
      sessionStorage.setItem(APPLIED_KEY, mark);
    } catch {
      // storage unavailable: the county is applied again next time, which is harmless
    }
    rememberScope(county);
  }, [county, token]);
  return null;
}
