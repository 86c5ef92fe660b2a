// The policy feature's calls. How a failure reads to the user is decided by shared/api/error-policy.ts.
import type { AdCode, Audience } from '../../../shared/api/contract';
import { request } from '../../../shared/api/http';
import type { PolicyListParams } from '../../../shared/api/policy-list-params';
import { paths } from '../../../shared/api/paths';
import { text } from '../../../shared/api/schema';
import { adListSchema } from '../../../shared/api/schemas/ads';
import {
  freeReceiveSchema,
  hotKeywordsSchema,
  policyDetailSchema,
  policyPageSchema,
  policySuggestionsSchema,
  textListSchema,
} from '../../../shared/api/schemas/policy';
import { hotWordsDictionaryCall, policyDetailCall, policyPageCall } from './policy-calls';

export const HOT_WORDS_SHOWN = 12;

export type ListParams = PolicyListParams;

export function fetchPolicyPage(p: ListParams, signal?: AbortSignal) {
  const call = policyPageCall(p);
  return request(
    call.path,
    { method: call.method, query: call.query, body: call.body, signal },
    policyPageSchema,
  );
}

export function fetchDepartments(audience: Audience, countyCode: string | undefined, signal?: AbortSignal) {
  return request(paths.policyDepartments, { query: { audience, countyCode }, signal }, textListSchema);
}

export function fetchPolicyDetail(id: string, signal?: AbortSignal) {
  return request(policyDetailCall(id).path, { signal }, policyDetailSchema);
}

export function splitHotWords(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
}

/** Dictionary words first; the comma-separated hotWord answer when the dictionary fails or is empty. */
export async function fetchHotWords(audience: Audience, signal?: AbortSignal): Promise<string[]> {
  const dictionary = hotWordsDictionaryCall(audience);
  const dic = await request(dictionary.path, { query: dictionary.query, signal }, hotKeywordsSchema).catch(
    () => [],
  );
  let words = dic.map((d) => d.entryName.trim()).filter((w) => w !== '');
  if (words.length === 0) {
    words = splitHotWords(await request(paths.hotWord, { query: { audience }, signal }, text));
  }
  return [...new Set(words)].slice(0, HOT_WORDS_SHOWN);
}

export function fetchAds(code: AdCode, signal?: AbortSignal) {
  return request(paths.ads(code), { signal }, adListSchema).then((a) => a.adList);
}

export function fetchSuggestions(keyword: string, audience: Audience, signal?: AbortSignal) {
  return request(paths.policySuggest, { query: { keyword, audience }, signal }, policySuggestionsSchema);
}

export function receiveFree(id: string) {
  return request(paths.freeReceive(id), { method: 'POST', body: {} }, freeReceiveSchema);
}
