// Free-application receive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enjoysKey, policyContextKey } from '../../../shared/auth/account-scope';
import { receiveFree } from './policy-api';

export function useFreeReceiveMutation(receiveId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => receiveFree(receiveId),
    // the policy is received now: its page shows 已领取 next time, 我享受的政策 lists it
    onSuccess: ({ policyId }) =>
      Promise.all([
        queryClient.removeQueries({ queryKey: policyContextKey(policyId) }),
        queryClient.invalidateQueries({ queryKey: enjoysKey() }),
      ]),
  });
}
