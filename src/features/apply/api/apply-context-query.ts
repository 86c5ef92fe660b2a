// Who applies for a policy: the one apply call the policy detail (a first screen) makes; the others, with
// their schemas, are in ./apply-api.ts and arrive with the apply screens.
import { applyContextSchema } from '../../../shared/api/schemas/apply-context';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { userQuery } from '../../../shared/api/scoped-query';
import { policyContextKey } from '../../../shared/auth/account-scope';

export const fetchApplyContext = (policyId: string, signal?: AbortSignal) =>
  request(paths.applyContext(policyId), { signal }, applyContextSchema);

// the key carries the account like every user-scoped key
export const applyContextQuery = (policyId: string) =>
  userQuery(policyContextKey(policyId), (signal) => fetchApplyContext(policyId, signal));
