// One access-log record per screen visit (spec §4), made when a route finishes loading.
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { accessLog } from '../shared/offline/access-log';
import { accessUserType, sessionStore } from '../shared/auth/session';
import { countyStore } from '../shared/storage/county';
import { city } from '../shared/config/city';

/** Screens whose `id` search parameter names a policy. */
const POLICY_SCREENS = new Set(['/policyDetail', '/freeTrial', '/applyPolicy']);
const NOT_LOGGED = new Set(['/checkLogin', '/loginOutTtransit', '/platformTtransit', '/']);

/** accessType: 1 home, 2 policy screens, 3 any other screen. */
export function accessTypeFor(pathname: string): number {
  if (pathname === '/indexHome') return 1;
  return POLICY_SCREENS.has(pathname) ? 2 : 3;
}

/** orgCode: the selected county; the municipal level reports 350501 (spec §4). */
export function orgCodeFor(county: string): string {
  return county === city.defaultCounty ? '350501' : county;
}

export function useAccessLogging(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, pathChanged, hrefChanged }) => {
        if (!pathChanged && !hrefChanged) return;
        const pathname = toLocation.pathname;
        if (NOT_LOGGED.has(pathname)) return;
        const search = toLocation.search as Record<string, unknown>;
        const id = search.id;
        accessLog.record({
          accessType: accessTypeFor(pathname),
          userType: accessUserType(sessionStore.get()),
          sourceType: 1,
          policyId:
            POLICY_SCREENS.has(pathname) && (typeof id === 'string' || typeof id === 'number')
              ? String(id)
              : null,
          orgCode: orgCodeFor(countyStore.get()),
        });
      }),
    [router],
  );
}
