// Runtime caching of the public API answers (GET only). Nothing user-scoped is listed here.
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { matchesApi, offlineApi } from '../src/shared/config/screens';
import { runtimeCaches } from './cache-names';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { dropRefusedAnswerPlugin, publicAnswerPlugin } from './public-answer-plugin';
import { SW_FALLBACK_HEADER } from '../src/shared/api/sw-fallback';

const WEEK_S = 7 * 24 * 60 * 60;

/** Small answers that may be a little old: shown at once, refreshed behind the scenes. */
const FRESH = offlineApi('fresh');

/**
 * Public lists and details a visitor browses (policies, news, notices, guides, compilations): the network
 * first, the cache after 3 s or when offline. Both lists come from the screen manifest's `offline` rows.
 * (personalPolicyPage is a POST, which the Cache API cannot hold, and with matchingModel user-scoped: the
 * persisted query cache keeps it.)
 */
const NETWORK_FIRST = offlineApi('network');

/** Marks a cached answer given because the network failed, so the page knows the line is down. */
const fallbackMarker: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SW_FALLBACK_HEADER, 'network-failed');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

export function matchesFresh(pathname: string): boolean {
  return matchesApi(FRESH, pathname);
}

export function matchesPolicy(pathname: string): boolean {
  return matchesApi(NETWORK_FIRST, pathname);
}

export function registerApiRoutes(): void {
  registerRoute(
    ({ url }) => matchesFresh(url.pathname),
    new StaleWhileRevalidate({
      cacheName: runtimeCaches.apiFresh,
      plugins: [
        publicAnswerPlugin,
        dropRefusedAnswerPlugin(runtimeCaches.apiFresh),
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
        fallbackMarker,
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
}
