// The one query-options factory of the matching feature; components never write raw keys.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchMatchPage,
  fetchMatchSummary,
  fetchQuestionGroups,
  fetchRecords,
  submitQuestionnaire,
  type MatchPageParams,
} from './matching-api';
import { userScope } from '../../../shared/offline/query-scope';

export const matchingQueries = {
  all: () => ['matching'] as const,
  form: () =>
    queryOptions({
      ...userScope,
      queryKey: [...matchingQueries.all(), 'form'] as const,
      queryFn: ({ signal }) => fetchQuestionGroups(signal),
      staleTime: 10 * 60_000,
    }),
  /** results depend on who is logged in: `account` is accountScope() of shared/auth */
  results: (account: string) => [...matchingQueries.all(), account, 'results'] as const,
  summary: (account: string) =>
    queryOptions({
      ...userScope,
      queryKey: [...matchingQueries.results(account), 'summary'] as const,
      queryFn: ({ signal }) => fetchMatchSummary(signal),
    }),
  page: (account: string, params: MatchPageParams) =>
    queryOptions({
      ...userScope,
      queryKey: [...matchingQueries.results(account), 'page', params] as const,
      queryFn: ({ signal }) => fetchMatchPage(params, signal),
      placeholderData: (previous) => previous,
    }),
  records: (account: string) =>
    queryOptions({
      ...userScope,
      queryKey: [...matchingQueries.results(account), 'records'] as const,
      queryFn: ({ signal }) => fetchRecords(signal),
      staleTime: 0,
      retry: false,
    }),
};

export function useSubmitQuestionnaire() {
  return useMutation({ mutationFn: (jsonData: string) => submitQuestionnaire(jsonData) });
}

export function useInvalidateMatchResults() {
  const queryClient = useQueryClient();
  return (account: string) => queryClient.invalidateQueries({ queryKey: matchingQueries.results(account) });
}
