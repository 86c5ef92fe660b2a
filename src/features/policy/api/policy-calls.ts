// The policy feature's reads that the first screens make, as plain descriptions: the client (policy-api.ts)
// sends them and the page's first module may start them early (src/app/first-screen-calls.ts). No React,
// no client: this module loads before the app.
import type { Audience, HotDicCode } from '../../../shared/api/contract';
import type { EarlyCall } from '../../../shared/api/early-calls';
import { paths } from '../../../shared/api/paths';
import { policyListCall } from '../../../shared/api/policy-list-call';
import type { PolicyListParams } from '../../../shared/api/policy-list-params';

const DIC_CODE: Record<Audience, HotDicCode> = { 1: 'HotEnterpriseKeywords', 2: 'HotPeopleKeywords' };

/** The hot words of an audience, from the dictionary (the hotWord answer is only asked when it fails). */
export const hotWordsDictionaryCall = (audience: Audience) =>
  ({ method: 'GET', path: paths.getDic, query: { dicCode: DIC_CODE[audience] } }) satisfies EarlyCall;

export const policyDetailCall = (id: string) =>
  ({ method: 'GET', path: paths.policyDetail(id) }) satisfies EarlyCall;

/** A page of the list: the people list is a POST with a body, the enterprise list a GET with a query. */
export function policyPageCall(p: PolicyListParams): EarlyCall {
  const call = policyListCall(p);
  return call.method === 'POST'
    ? { method: 'POST', path: call.path, body: call.body }
    : { method: 'GET', path: call.path, query: { ...call.query } };
}
