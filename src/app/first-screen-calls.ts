// Which reads the first screen's loaders will make, worked out from the address before the app has loaded,
// so that the page's first module can start them while the script still downloads (shared/api/early-calls.ts).
// The same rules as the routes' validateSearch and loaders (indexHome, policyList, policyDetail), from the
// same React-free modules; tests/app/first-screen-calls.test.ts runs the real loaders and compares.
import { startEarlyCalls, type EarlyCall } from '../shared/api/early-calls';
import { paths } from '../shared/api/paths';
import { LIST_DEFAULTS, parseAudience, parseListParams } from '../shared/api/policy-list-params';
import { readStoredToken } from '../shared/auth/stored-token';
import { rawSearchValues } from '../shared/routing/raw-search-values';
import { deviceScope, parseCountyCode } from '../shared/storage/device-county';
import { hotWordsDictionaryCall, policyDetailCall, policyPageCall } from '../features/policy/api/policy-calls';
import { validateDetailSearch } from '../features/policy/lib/detail-search';

/** The reads of the screen at this hash (`#/policyList?keyword=…`); none for the other screens. */
export function firstScreenCalls(hash: string): EarlyCall[] {
  const address = hash.replace(/^#/, '');
  const mark = address.indexOf('?');
  const route = mark < 0 ? address : address.slice(0, mark);
  const raw = rawSearchValues(mark < 0 ? '' : address.slice(mark + 1));
  switch (route) {
    case '':
    case '/':
    case '/indexHome': {
      const audience = parseAudience(raw.audience);
      const countyCode = parseCountyCode(raw.countyCode) ?? deviceScope();
      return [
        { method: 'GET', path: paths.applyAmount },
        { method: 'GET', path: paths.accessCount },
        hotWordsDictionaryCall(audience),
        policyPageCall({ ...LIST_DEFAULTS, audience, countyCode }),
      ];
    }
    case '/policyList': {
      const params = parseListParams(raw);
      params.countyCode ??= deviceScope();
      return [policyPageCall(params)];
    }
    case '/policyDetail': {
      const { id } = validateDetailSearch(raw);
      return id ? [policyDetailCall(id)] : [];
    }
    default:
      return [];
  }
}

/**
 * Starts them on a first visit of an anonymous visitor who is online. A page the service worker controls
 * has the answers stored (they show at once, the worker answers from its cache), and a logged-in visitor's
 * calls carry a signed header the first module has no code for: those are left to the app.
 */
export function startFirstScreenCalls(): void {
  if (!navigator.onLine || navigator.serviceWorker?.controller || readStoredToken()) return;
  startEarlyCalls(firstScreenCalls(location.hash));
}
