// Ad images and the 16 regional backgrounds rarely change: served from the cache once fetched.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { runtimeCaches } from './cache-names';

const DAY_S = 24 * 60 * 60;

export function matchesAdImage(url: URL): boolean {
  return url.pathname.startsWith('/demo-assets/ads/');
}

/** The regional backgrounds of this origin (`/backgrounds/<name>.svg`). */
export function matchesBackground(url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && /\/backgrounds\/[\w-]+\.svg$/.test(url.pathname);
}

export function registerImageRoutes(): void {
  registerRoute(
    ({ url }) => matchesAdImage(url),
    new CacheFirst({
      cacheName: runtimeCaches.adImages,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
  registerRoute(
    ({ url, sameOrigin }) => matchesBackground(url, sameOrigin),
    new CacheFirst({
      cacheName: runtimeCaches.backgrounds,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 90 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
}
