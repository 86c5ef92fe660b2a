// Runtime caching of the public API answers (GET only). Nothing user-scoped is listed here.
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { paths } from '../src/shared/api/paths';
import { runtimeCaches } from './cache-names';
import { publicAnswerPlugin } from './public-answer-plugin';

const WEEK_S = 7 * 24 * 60 * 60;

/** Small answers that may be a little old: shown at once, refreshed behind the scenes. */
const FRESH_EXACT = new Set<string>([
  paths.hotWord,
  paths.getDic,
  paths.applyAmount,
  paths.accessCount,
  paths.rewardCount,
]);
const FRESH_PREFIXES = [paths.ads('')];

/** Policy lists and details: the network first, the cache after 3 s or when offline. */
const POLICY_PREFIXES = [paths.nonFinancialPolicyPage(0, 0).replace(/0\/0$/, ''), paths.policyDetail('')];

export function matchesFresh(pathname: string): boolean {
  return FRESH_EXACT.has(pathname) || FRESH_PREFIXES.some((p) => pathname.startsWith(p));
}

export function matchesPolicy(pathname: string): boolean {
  return POLICY_PREFIXES.some((p) => pathname.startsWith(p));
}

export function registerApiRoutes(): void {
  registerRoute(
    ({ url }) => matchesFresh(url.pathname),
    new StaleWhileRevalidate({
      cacheName: runtimeCaches.apiFresh,
      plugins: [
        publicAnswerPlugin,
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: WEEK_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
  registerRoute(
    ({ url }) => matchesPolicy(url.pathname),
    new NetworkFirst({
      cacheName: runtimeCaches.apiPolicy,
      networkTimeoutSeconds: 3,
      plugins: [
        publicAnswerPlugin,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
}
