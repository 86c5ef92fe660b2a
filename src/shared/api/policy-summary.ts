// The policy fields other screens show beside their own (the application form, a guide's related
// policies); the policy feature owns the full detail of the same answer.
import { parseConditions } from '../eligibility/parse-eligibility';
import { request } from './http';
import { arr, num, obj, oneOf, optional, str, withDefault } from './parse';
import { paths } from './paths';
import { publicQuery } from './scoped-query';

export const parsePolicySummary = obj({
  id: str,
  policyName: str,
  competentDepartmentPath: withDefault(str, ''),
  areaTypeStr: withDefault(str, ''),
  rewardMoney: withDefault(num, 0),
  rewardMoneyStr: withDefault(str, ''),
  declareStart: withDefault(str, ''),
  declareEnd: withDefault(str, ''),
  applyTimeState: withDefault(num, 0),
  declarationType: num,
  audience: optional(oneOf(1, 2)),
  conditions: withDefault(arr(str), []),
  eligibility: parseConditions,
  materials: withDefault(arr(str), []),
  contactPhone: withDefault(str, ''),
});

export type PolicySummary = ReturnType<typeof parsePolicySummary>;

export const fetchPolicySummary = (id: string, signal?: AbortSignal) =>
  request(paths.policyDetail(id), { signal }, parsePolicySummary);

export const policySummaryQueries = {
  summary: (id: string) =>
    publicQuery(['policy-summary', id], (signal) => fetchPolicySummary(id, signal), {
      parse: parsePolicySummary,
    }),
};
