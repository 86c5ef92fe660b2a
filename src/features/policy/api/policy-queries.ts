// One query-options factory for the policy feature: components never write raw keys.
import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { AdCode, Audience } from '../../../shared/api/contract';
import { publicScope, publicScopeParsed } from '../../../shared/offline/query-scope';
import { parsePolicyDetail, parsePolicyPage } from '../../../shared/api/contract-parsers';
import { arr, str } from '../../../shared/api/parse';
import { parseAdList } from './policy-parsers';
import {
  fetchAds,
  fetchHotWords,
  fetchPolicyDetail,
  fetchPolicyPage,
  fetchSuggestions,
  type ListParams,
} from './policy-api';

export const policyQueries = {
  all: () => ['policy'] as const,
  list: (params: ListParams) =>
    queryOptions({
      ...publicScopeParsed(parsePolicyPage),
      queryKey: [...policyQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => fetchPolicyPage(params, signal),
      placeholderData: keepPreviousData,
      // the loader already tried; after a failure the retry button asks again
      retryOnMount: false,
    }),
  detail: (id: string) =>
    queryOptions({
      ...publicScopeParsed(parsePolicyDetail),
      queryKey: [...policyQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchPolicyDetail(id, signal),
      retryOnMount: false,
    }),
  suggestions: (keyword: string, audience: Audience) =>
    queryOptions({
      ...publicScope,
      queryKey: [...policyQueries.all(), 'suggestions', audience, keyword] as const,
      queryFn: ({ signal }) => fetchSuggestions(keyword, audience, signal),
      // a convenience: a failure shows no list rather than retrying while the person types
      retry: false,
      staleTime: 60_000,
      gcTime: 60_000,
    }),
  hotWords: (audience: Audience) =>
    queryOptions({
      ...publicScopeParsed(arr(str)),
      queryKey: [...policyQueries.all(), 'hotWords', audience] as const,
      queryFn: ({ signal }) => fetchHotWords(audience, signal),
      staleTime: 30 * 60_000,
    }),
  ads: (code: AdCode) =>
    queryOptions({
      ...publicScopeParsed((v, at) => parseAdList({ adList: v }, at).adList),
      queryKey: [...policyQueries.all(), 'ads', code] as const,
      queryFn: ({ signal }) => fetchAds(code, signal),
      staleTime: 30 * 60_000,
    }),
};
