// Activation drops our caches of earlier versions; a waiting worker takes over only when the page asks.
import { cacheNames } from 'workbox-core';
import { CACHE_PREFIX, runtimeCaches } from './cache-names';

declare const self: ServiceWorkerGlobalScope;

async function deleteOldCaches(): Promise<void> {
  const keep = new Set<string>([...Object.values(runtimeCaches), cacheNames.precache, cacheNames.runtime]);
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(CACHE_PREFIX) && !keep.has(n)).map((n) => caches.delete(n)),
  );
}

export function setupLifecycle(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(deleteOldCaches().then(() => self.clients.claim()));
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
