// The policy fields other screens show beside their own (the application form, a guide's related
// policies); the policy feature owns the full detail of the same answer.
import { request } from './http';
import { paths } from './paths';
import { publicQuery } from './scoped-query';
import { policySummarySchema } from './schemas/policy';

export type { PolicySummary } from './schemas/policy';

export const fetchPolicySummary = (id: string, signal?: AbortSignal) =>
  request(paths.policyDetail(id), { signal }, policySummarySchema);

export const policySummaryQueries = {
  summary: (id: string) =>
    publicQuery(['policy-summary', id], (signal) => fetchPolicySummary(id, signal), {
      parse: policySummarySchema,
    }),
};
