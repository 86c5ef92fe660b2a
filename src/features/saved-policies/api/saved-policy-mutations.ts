// Saving (fetching the full detail when only a list item is at hand) and removing saved policies.
import {
  useMutation,
  useQueryClient,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { PolicyDetail, PolicyListItem } from '../../../shared/api/contract';
import { savedPolicies } from '../../../shared/offline/saved-policies';
import { savedPolicyQueries } from './saved-policy-queries';
import { watchSavedSearches } from '../lib/reminders';

/** The policy feature's detail query, handed in by the route so that offline never imports policy. */
export type PolicyDetailQuery<K extends QueryKey = QueryKey> = (
  id: string,
) => EnsureQueryDataOptions<PolicyDetail, Error, PolicyDetail, K>;

export function isPolicyDetail(policy: PolicyDetail | PolicyListItem): policy is PolicyDetail {
  return 'content' in policy && typeof policy.content === 'string' && 'conditions' in policy;
}

/** The full detail: the one given, the one already cached, or a fresh one from the server. */
export async function resolveDetail<K extends QueryKey>(
  queryClient: QueryClient,
  policy: PolicyDetail | PolicyListItem,
  detailQuery: PolicyDetailQuery<K>,
): Promise<PolicyDetail> {
  if (isPolicyDetail(policy)) return policy;
  return queryClient.ensureQueryData(detailQuery(policy.id));
}

const refreshSaved = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: savedPolicyQueries.all() });

export function useSavePolicy<K extends QueryKey>(detailQuery: PolicyDetailQuery<K>) {
  const queryClient = useQueryClient();
  return useMutation({
    // reading from the cache works offline; only an uncached card needs the network
    networkMode: 'always',
    mutationFn: async (policy: PolicyDetail | PolicyListItem) =>
      savedPolicies.save(await resolveDetail(queryClient, policy, detailQuery)),
    onSuccess: () => {
      // the worker checks saved policies for changes with the saved searches (and on Periodic Background Sync)
      void watchSavedSearches().catch(() => undefined);
      return refreshSaved(queryClient);
    },
  });
}

export function useRemoveSavedPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => savedPolicies.remove(id),
    onSuccess: () => refreshSaved(queryClient),
  });
}

