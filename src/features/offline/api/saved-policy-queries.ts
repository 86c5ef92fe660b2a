// Saved policies read from IndexedDB through the query cache, so screens get loading and error states for free.
import { queryOptions } from '@tanstack/react-query';
import { savedPolicies } from '../../../shared/offline/saved-policies';

// the device is the source: no network is involved, so offline never pauses these
const local = { networkMode: 'always', staleTime: Infinity, retry: false } as const;

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
