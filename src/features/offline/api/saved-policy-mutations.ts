// Saving (fetching the full detail when only a list item is at hand) and removing saved policies.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PolicyDetail, PolicyListItem } from '../../../shared/api/contract';
import { savedPolicies } from '../../../shared/offline/saved-policies';
import { policyQueries } from '../../policy/api/policy-queries';
import { savedPolicyQueries } from './saved-policy-queries';

export function isPolicyDetail(policy: PolicyDetail | PolicyListItem): policy is PolicyDetail {
  return 'content' in policy && typeof policy.content === 'string' && 'conditions' in policy;
}

/** The full detail: the one given, the one already cached, or a fresh one from the server. */
export async function resolveDetail(
  queryClient: QueryClient,
  policy: PolicyDetail | PolicyListItem,
): Promise<PolicyDetail> {
  if (isPolicyDetail(policy)) return policy;
  return queryClient.ensureQueryData(policyQueries.detail(policy.id));
}

const refreshSaved = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: savedPolicyQueries.all() });

export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    // reading from the cache works offline; only an uncached card needs the network
    networkMode: 'always',
    mutationFn: async (policy: PolicyDetail | PolicyListItem) =>
      savedPolicies.save(await resolveDetail(queryClient, policy)),
    onSuccess: () => refreshSaved(queryClient),
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
