// The one call that submits an application (申报), used by the policy detail and the apply form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsKey } from '../auth/account-scope';
import { APPLY_STATUSES, type ApplyRecord } from './contract';
import { request } from './http';
import { num, obj, oneOf, str, withDefault, type Parser } from './parse';
import { paths } from './paths';

/** The policy alone (one-click apply on the detail) or the full form of the apply wizard. */
export interface ApplySubmission {
  policyId: string;
  contactName?: string;
  contactPhone?: string;
  description?: string;
  materials?: string[];
}

export const parseApplyRecord: Parser<ApplyRecord> = obj({
  id: str,
  policyId: str,
  policyName: str,
  applyTime: str,
  status: oneOf<ApplyRecord['status']>(...APPLY_STATUSES),
  rewardMoney: withDefault(num, 0),
});

export const submitApplication = (body: ApplySubmission): Promise<ApplyRecord> =>
  request(paths.applySubmit, { method: 'POST', body }, parseApplyRecord);

/**
 * Submits and marks 我的申报 stale, so the list seen a moment ago is fetched again on return.
 * `onSuccess` adds what the calling screen refreshes besides (the policy detail, the wizard's step).
 */
export function useSubmitApplication(onSuccess?: (record: ApplyRecord) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: async (record) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey() }),
        onSuccess?.(record),
      ]);
    },
  });
}
