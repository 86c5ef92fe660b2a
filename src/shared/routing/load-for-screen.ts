// The one way a route loader warms the cache: it may wait for the network when the
// network can answer, never for a query that cannot run. Offline (or on a connection that reaches
// nothing) it returns at once and the screen renders its own frame with the offline state; a
// connection lost while it waits ends the wait too (the query's retry is paused until the network is
// back, and the screen must not stay unrendered meanwhile: on a first visit that is the page shell).
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeOnline } from '../offline/online-status';

export async function loadForScreen(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query options of any factory
  ...options: FetchQueryOptions<any, any, any, any>[]
): Promise<void> {
  const pending = options.map((o) => {
    // what the device holds answers at once; a stale copy is refreshed by the screen's own query
    if (queryClient.getQueryData(o.queryKey) !== undefined) return Promise.resolve();
    // prefetchQuery never throws: a failure shows as the screen's own error or offline state
    return queryClient.prefetchQuery(o);
  });
  if (!isOnline()) return;
  let stop = () => {};
  const wentOffline = new Promise<void>((resolve) => {
    stop = subscribeOnline((online) => {
      if (!online) resolve();
    });
  });
  try {
    await Promise.race([Promise.all(pending), wentOffline]);
  } finally {
    stop();
  }
}
