// The one query-options factory of the content feature: components never write key arrays.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  fetchApplyDetail,
  fetchCompilations,
  fetchGuides,
  fetchNewsDetail,
  fetchNewsPage,
  fetchPolicySummary,
  fetchPublicityPage,
  fetchRewardCount,
  type PublicityKind,
} from './content-api';
import type { GuideAudience, PagedSearch, PublicitySearch } from './content-search';

export const contentQueries = {
  all: () => ['content'] as const,
  newsPage: (s: PagedSearch) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'news', 'page', s] as const,
      queryFn: ({ signal }) => fetchNewsPage(s, signal),
      placeholderData: keepPreviousData,
    }),
  newsDetail: (id: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'news', 'detail', id] as const,
      queryFn: ({ signal }) => fetchNewsDetail(id, signal),
    }),
  publicityPage: (kind: PublicityKind, s: PublicitySearch) =>
    queryOptions({
      queryKey: [...contentQueries.all(), kind, 'page', s] as const,
      queryFn: ({ signal }) => fetchPublicityPage(kind, s, signal),
      placeholderData: keepPreviousData,
    }),
  guides: (audience: GuideAudience) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'guides', audience] as const,
      queryFn: ({ signal }) => fetchGuides(audience, signal),
    }),
  compilations: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'compilations'] as const,
      queryFn: ({ signal }) => fetchCompilations(signal),
    }),
  rewardCount: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'stats', 'reward'] as const,
      queryFn: ({ signal }) => fetchRewardCount(signal),
    }),
  applyDetail: (id: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'apply', 'detail', id] as const,
      queryFn: ({ signal }) => fetchApplyDetail(id, signal),
    }),
  policySummary: (id: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'policy', id] as const,
      queryFn: ({ signal }) => fetchPolicySummary(id, signal),
    }),
};

/** Loaders only warm the cache: a failed call must not break the route, the page shows its error state. */
export async function warm(pending: Promise<unknown>): Promise<void> {
  try {
    await pending;
  } catch {
    // the component's query reports the failure with a retry button
  }
}
