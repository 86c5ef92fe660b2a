// The one query-options factory of the matching feature; components never write raw keys.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from './matching-api';
import type { MatchingModel } from '../../../shared/api/contract';
import { userQuery } from '../../../shared/api/scoped-query';

type EnterprisePageParams = Parameters<typeof api.fetchEnterpriseMatchPage>[0];

/**
 * Another page of the same group keeps the last page on screen while it loads; another group (a tab) does
 * not: its list would show the previous group's policies under the new tab's name.
 */
export function sameGroupWhileLoading<T>(model: MatchingModel) {
  return (previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) => {
    const params = previousQuery?.queryKey.at(-1) as { matchingModel?: unknown } | undefined;
    return params?.matchingModel === model ? previous : undefined;
  };
}

export const matchingQueries = {
  all: () => ['matching'] as const,
  form: () =>
    userQuery([...matchingQueries.all(), 'form'], api.fetchQuestionGroups, { staleTime: 10 * 60_000 }),
  /** results depend on who is logged in: `account` is accountScope() of shared/auth */
  results: (account: string) => [...matchingQueries.all(), account, 'results'] as const,
  summary: (account: string) =>
    userQuery([...matchingQueries.results(account), 'summary'], api.fetchMatchSummary),
  page: (account: string, params: api.MatchPageParams) =>
    userQuery(
      [...matchingQueries.results(account), 'page', params],
      (signal) => api.fetchMatchPage(params, signal),
      { placeholderData: sameGroupWhileLoading(params.matchingModel) },
    ),
  /** 惠企政策匹配: one group of an enterprise's matches from its enterprise information */
  enterprise: (account: string, params: EnterprisePageParams) =>
    userQuery(
      [...matchingQueries.results(account), 'enterprise', params],
      (signal) => api.fetchEnterpriseMatchPage(params, signal),
      { placeholderData: sameGroupWhileLoading(params.matchingModel) },
    ),
  records: (account: string) =>
    userQuery([...matchingQueries.results(account), 'records'], api.fetchRecords, {
      staleTime: 0,
      retry: false,
    }),
};

export function useSubmitQuestionnaire() {
  return useMutation({ mutationFn: (jsonData: string) => api.submitQuestionnaire(jsonData) });
}

export function useInvalidateMatchResults() {
  const queryClient = useQueryClient();
  return (account: string) => queryClient.invalidateQueries({ queryKey: matchingQueries.results(account) });
}
