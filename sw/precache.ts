// The app shell: every built file is precached; navigations get index.html except server paths.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  addRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { getOrCreatePrecacheController } from 'workbox-precaching/utils/getOrCreatePrecacheController.js';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { eachAtMost } from './each-at-most';

declare const self: ServiceWorkerGlobalScope;

/** Paths the server answers itself: never replace them with the shell. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/__demo\//, /^\/__idp\//, /^\/__uploads\//];

/**
 * How many shell files the install fetches at once. Workbox fetches one at a time (hundreds of requests in
 * parallel once exhausted a browser's resources); a few at a time, as a browser loads a page over HTTP/1.1, makes
 * the portal usable offline about three times sooner after the first visit.
 */
export const PRECACHE_CONCURRENCY = 6;

export function setupPrecache(manifest: (string | PrecacheEntry)[]): void {
  const controller = getOrCreatePrecacheController();
  controller.addToCacheList(manifest);
  // a file with a revision in the manifest (not in its name) bypasses the HTTP cache, as Workbox's own install does
  const reload = new Set(
    manifest.flatMap((e) =>
      typeof e !== 'string' && e.revision ? [new URL(e.url, self.location.href).href] : [],
    ),
  );
  self.addEventListener('install', (event) => {
    const entries = [...controller.getURLsToCacheKeys()];
    event.waitUntil(
      eachAtMost(entries, PRECACHE_CONCURRENCY, async ([url, cacheKey]) => {
        const request = new Request(url, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: reload.has(url) ? 'reload' : 'default',
          credentials: 'same-origin',
        });
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
      }),
    );
  });
  self.addEventListener('activate', controller.activate);
  addRoute();
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
}
