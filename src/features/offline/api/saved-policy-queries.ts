// Saved policies read from IndexedDB through the query cache, so screens get loading and error states for free.
import { queryOptions } from '@tanstack/react-query';
import { savedPolicies } from '../../../shared/offline/saved-policies';
import { userScope } from '../../../shared/offline/query-scope';

// the device is the source: no network is involved, so offline never pauses these
// the list lives in IndexedDB on its own (saved-policies); the query cache must not copy it to disk
const local = { ...userScope, networkMode: 'always', staleTime: Infinity, retry: false } as const;

export const savedPolicyQueries = {
  all: () => ['savedPolicies'] as const,
  list: () =>
    queryOptions({
      ...local,
      queryKey: [...savedPolicyQueries.all(), 'list'] as const,
      queryFn: () => savedPolicies.list(),
    }),
  one: (id: string) =>
    queryOptions({
      ...local,
      queryKey: [...savedPolicyQueries.all(), 'one', id] as const,
      queryFn: () => savedPolicies.get(id),
    }),
};
