// The policy feature's calls. How a failure reads to the user is decided by shared/api/error-policy.ts.
import type { AdCode, Audience, HotDicCode, PolicyQuery } from '../../../shared/api/contract';
import { request } from '../../../shared/api/http';
import { str } from '../../../shared/api/parse';
import { paths } from '../../../shared/api/paths';
import type { ListSearch } from '../lib/list-search';
import { parseAdList, parseFreeReceive, parseHotKeywords, parseSuggestions } from './policy-parsers';
import { parsePolicyDetail, parsePolicyPage } from '../../../shared/api/contract-parsers';

export const HOT_WORDS_SHOWN = 12;

export type ListParams = Omit<ListSearch, 'keyword'> & { keyword: string };

/** Body of the people-benefit list call; empty filters are left out. */
export function toPolicyQuery(p: ListParams): PolicyQuery {
  const query: PolicyQuery = { page: p.page, pageSize: p.pageSize, orderModel: p.orderModel };
  if (p.keyword) query.policyName = p.keyword;
  if (p.countyCode) query.countyCode = p.countyCode;
  if (p.declarationType) query.declarationType = p.declarationType;
  if (p.applyState) query.applyState = p.applyState;
  if (p.amountRange) query.amountRange = p.amountRange;
  return query;
}

export function fetchPolicyPage(p: ListParams, signal?: AbortSignal) {
  if (p.audience === 2) {
    return request(
      paths.personalPolicyPage(p.page, p.pageSize),
      { method: 'POST', body: toPolicyQuery(p), signal },
      parsePolicyPage,
    );
  }
  const { page: _page, pageSize: _size, ...query } = toPolicyQuery(p);
  return request(
    paths.nonFinancialPolicyPage(p.page, p.pageSize),
    { query: { ...query }, signal },
    parsePolicyPage,
  );
}

export function fetchPolicyDetail(id: string, signal?: AbortSignal) {
  return request(paths.policyDetail(id), { signal }, parsePolicyDetail);
}

const DIC_CODE: Record<Audience, HotDicCode> = { 1: 'HotEnterpriseKeywords', 2: 'HotPeopleKeywords' };

export function splitHotWords(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
}

/** Dictionary words first; the comma-separated hotWord answer when the dictionary fails or is empty. */
export async function fetchHotWords(audience: Audience, signal?: AbortSignal): Promise<string[]> {
  const dic = await request(
    paths.getDic,
    { query: { dicCode: DIC_CODE[audience] }, signal },
    parseHotKeywords,
  ).catch(() => []);
  let words = dic.map((d) => d.entryName.trim()).filter((w) => w !== '');
  if (words.length === 0) {
    words = splitHotWords(await request(paths.hotWord, { query: { audience }, signal }, str));
  }
  return [...new Set(words)].slice(0, HOT_WORDS_SHOWN);
}

export function fetchAds(code: AdCode, signal?: AbortSignal) {
  return request(paths.ads(code), { signal }, parseAdList).then((a) => a.adList);
}

export function fetchSuggestions(keyword: string, audience: Audience, signal?: AbortSignal) {
  return request(paths.policySuggest, { query: { keyword, audience }, signal }, parseSuggestions);
}

export function receiveFree(id: string) {
  return request(paths.freeReceive(id), { method: 'POST', body: {} }, parseFreeReceive);
}
