// Apply and free-application receive; both refresh what they change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSubmitApplication } from '../../../shared/api/apply-submit';
import { receiveFree } from './policy-api';
import { policyQueries } from './policy-queries';

/** One-click apply on the detail: the shared submit, plus this policy's detail (its apply state) refreshed. */
export function useApplyMutation(policyId: string) {
  const queryClient = useQueryClient();
  return useSubmitApplication(() =>
    queryClient.invalidateQueries({ queryKey: policyQueries.detail(policyId).queryKey }),
  );
}

export function useFreeReceiveMutation(receiveId: string) {
  return useMutation({ mutationFn: () => receiveFree(receiveId) });
}
