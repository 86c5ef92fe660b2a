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

/** Cache-first for same-looking images: kept up to `maxEntries` for `days`, only whole (200) answers. */
function cacheImages(
  match: Parameters<typeof registerRoute>[0],
  cacheName: string,
  maxEntries: number,
  days: number,
) {
  const plugins = [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY_S, purgeOnQuotaError: true }),
  ];
  registerRoute(match, new CacheFirst({ cacheName, plugins }), 'GET');
}

export function registerImageRoutes(): void {
  cacheImages(({ url }) => matchesAdImage(url), runtimeCaches.adImages, 40, 30);
  cacheImages(({ url, sameOrigin }) => matchesBackground(url, sameOrigin), runtimeCaches.backgrounds, 20, 90);
}
