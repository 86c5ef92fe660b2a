// The one way a route loader warms the cache: it may wait for the network when the
// network can answer, never for a query that cannot run. Offline (or on a connection that reaches
// nothing) it returns at once and the screen renders its own frame with the offline state.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { isOnline } from '../offline/online-status';

export async function loadForScreen(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query options of any factory
  ...options: FetchQueryOptions<any, any, any, any>[]
): Promise<void> {
  const pending = options.map((o) => {
    // what the device holds answers at once; a stale copy is refreshed by the screen's own query
    if (queryClient.getQueryData(o.queryKey) !== undefined) return Promise.resolve();
    // prefetchQuery never throws: a failure shows as the screen's own error or offline state
    const fetching = queryClient.prefetchQuery(o);
    return isOnline() ? fetching : Promise.resolve();
  });
  await Promise.all(pending);
}
