// The app shell: every built file is precached; navigations get index.html except server paths.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths the server answers itself: never replace them with the shell. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/__demo\//, /^\/__idp\//, /^\/__uploads\//];

export function setupPrecache(manifest: (string | PrecacheEntry)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
}
