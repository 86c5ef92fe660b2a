// Apply and free-application receive; both refresh what they change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiveFree, submitApply } from './policy-api';
import { policyQueries } from './policy-queries';

export function useApplyMutation(policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitApply(policyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyQueries.detail(policyId).queryKey }),
  });
}

export function useFreeReceiveMutation(receiveId: string) {
  return useMutation({ mutationFn: () => receiveFree(receiveId) });
}
