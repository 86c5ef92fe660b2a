// How the list's filters travel to the backend: one shape for the page's query and the service worker's
// check of saved searches. The people list is a POST with a body, the enterprise list a GET with a query.
import type { PolicyQuery } from './contract';
import { paths } from './paths';
import type { PolicyListParams } from './policy-list-params';

/** Body of the people-benefit list call; empty filters are left out. */
export function toPolicyQuery(p: PolicyListParams): PolicyQuery {
  const query: PolicyQuery = { page: p.page, pageSize: p.pageSize, orderModel: p.orderModel };
  if (p.keyword) query.policyName = p.keyword;
  if (p.countyCode) query.countyCode = p.countyCode;
  if (p.declarationType) query.declarationType = p.declarationType;
  if (p.applyState) query.applyState = p.applyState;
  if (p.amountRange) query.amountRange = p.amountRange;
  if (p.industry) query.industry = p.industry;
  if (p.enterpriseSize) query.enterpriseSize = p.enterpriseSize;
  if (p.department) query.department = p.department;
  return query;
}

export type PolicyListCall =
  | { method: 'POST'; path: string; body: PolicyQuery }
  | { method: 'GET'; path: string; query: Omit<PolicyQuery, 'page' | 'pageSize'> };

export function policyListCall(p: PolicyListParams): PolicyListCall {
  if (p.audience === 2)
    return { method: 'POST', path: paths.personalPolicyPage(p.page, p.pageSize), body: toPolicyQuery(p) };
  const { page: _page, pageSize: _size, ...query } = toPolicyQuery(p);
  return { method: 'GET', path: paths.nonFinancialPolicyPage(p.page, p.pageSize), query };
}
