// One query-options factory for the policy feature: components never write raw keys.
import { keepPreviousData } from '@tanstack/react-query';
import type { AdCode, Audience } from '../../../shared/api/contract';
import { publicQuery } from '../../../shared/api/scoped-query';
import { adsSchema } from '../../../shared/api/schemas/ads';
import {
  policyDetailSchema,
  policyPageSchema,
  policySuggestionsSchema,
  textListSchema,
} from '../../../shared/api/schemas/policy';
import {
  fetchAds,
  fetchDepartments,
  fetchHotWords,
  fetchPolicyDetail,
  fetchPolicyPage,
  fetchSuggestions,
  type ListParams,
} from './policy-api';

export const policyQueries = {
  all: () => ['policy'] as const,
  list: (params: ListParams) =>
    publicQuery([...policyQueries.all(), 'list', params], (signal) => fetchPolicyPage(params, signal), {
      parse: policyPageSchema,
      placeholderData: keepPreviousData,
      // the loader already tried; after a failure the retry button asks again
      retryOnMount: false,
    }),
  detail: (id: string) =>
    publicQuery([...policyQueries.all(), 'detail', id], (signal) => fetchPolicyDetail(id, signal), {
      parse: policyDetailSchema,
      retryOnMount: false,
    }),
  /** the departments of the policies in a scope, for the list's department filter */
  departments: (audience: Audience, countyCode: string | undefined) =>
    publicQuery(
      [...policyQueries.all(), 'departments', audience, countyCode ?? ''],
      (signal) => fetchDepartments(audience, countyCode, signal),
      { parse: textListSchema, staleTime: 30 * 60_000 },
    ),
  suggestions: (keyword: string, audience: Audience) =>
    publicQuery(
      [...policyQueries.all(), 'suggestions', audience, keyword],
      (signal) => fetchSuggestions(keyword, audience, signal),
      // a convenience: a failure shows no list rather than retrying while the person types
      { parse: policySuggestionsSchema, retry: false, staleTime: 60_000, gcTime: 60_000 },
    ),
  hotWords: (audience: Audience) =>
    publicQuery([...policyQueries.all(), 'hotWords', audience], (signal) => fetchHotWords(audience, signal), {
      parse: textListSchema,
      staleTime: 30 * 60_000,
    }),
  ads: (code: AdCode) =>
    publicQuery([...policyQueries.all(), 'ads', code], (signal) => fetchAds(code, signal), {
      parse: adsSchema,
      staleTime: 30 * 60_000,
    }),
};
