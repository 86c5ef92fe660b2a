// When the first screen has what it came for: the page has loaded, no query is fetching, and the
// browser has a quiet moment. The service worker registers only then, so its precache (every built
// file, about 2 MB) does not share the visitor's line with the first screen's code, data and images.
import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** A request that never ends must not keep the worker (and offline use) away for good. */
const AT_MOST_MS = 10_000;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cache.subscribe(check);
    check();
  });
}

function quietMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 500);
  });
}

export function whenFirstScreenSettled(queryClient: QueryClient): Promise<void> {
  const settled = loaded()
    .then(() => idle(queryClient))
    .then(quietMoment);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, AT_MOST_MS))]);
}

/** False until the first screen has settled (see above); then true for the rest of the visit. */
export function useFirstScreenSettled(queryClient: QueryClient): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void whenFirstScreenSettled(queryClient).then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [queryClient]);
  return settled;
}
