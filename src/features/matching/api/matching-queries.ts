// The one query-options factory of the matching feature; components never write raw keys.
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchMatchPage,
  fetchMatchSummary,
  fetchQuestionGroups,
  fetchRecords,
  submitQuestionnaire,
  type MatchPageParams,
} from './matching-api';
import { userQuery } from '../../../shared/api/scoped-query';

export const matchingQueries = {
  all: () => ['matching'] as const,
  form: () => userQuery([...matchingQueries.all(), 'form'], fetchQuestionGroups, { staleTime: 10 * 60_000 }),
  /** results depend on who is logged in: `account` is accountScope() of shared/auth */
  results: (account: string) => [...matchingQueries.all(), account, 'results'] as const,
  summary: (account: string) =>
    userQuery([...matchingQueries.results(account), 'summary'], fetchMatchSummary),
  page: (account: string, params: MatchPageParams) =>
    userQuery(
      [...matchingQueries.results(account), 'page', params],
      (signal) => fetchMatchPage(params, signal),
      {
        placeholderData: keepPreviousData,
      },
    ),
  records: (account: string) =>
    userQuery([...matchingQueries.results(account), 'records'], fetchRecords, { staleTime: 0, retry: false }),
};

export function useSubmitQuestionnaire() {
  return useMutation({ mutationFn: (jsonData: string) => submitQuestionnaire(jsonData) });
}

export function useInvalidateMatchResults() {
  const queryClient = useQueryClient();
  return (account: string) => queryClient.invalidateQueries({ queryKey: matchingQueries.results(account) });
}
