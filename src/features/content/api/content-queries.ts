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
import { publicScope, userScope } from '../../../shared/offline/query-scope';
import { userKey } from '../../../shared/auth/account-scope';
import type { GuideAudience, PagedSearch, PublicitySearch } from './content-search';

export const contentQueries = {
  all: () => ['content'] as const,
  newsPage: (s: PagedSearch) =>
    queryOptions({
      ...publicScope,
      queryKey: [...contentQueries.all(), 'news', 'page', s] as const,
      queryFn: ({ signal }) => fetchNewsPage(s, signal),
      placeholderData: keepPreviousData,
    }),
  newsDetail: (id: string) =>
    queryOptions({
      ...publicScope,
      queryKey: [...contentQueries.all(), 'news', 'detail', id] as const,
      queryFn: ({ signal }) => fetchNewsDetail(id, signal),
    }),
  publicityPage: (kind: PublicityKind, s: PublicitySearch) =>
    queryOptions({
      ...publicScope,
      queryKey: [...contentQueries.all(), kind, 'page', s] as const,
      queryFn: ({ signal }) => fetchPublicityPage(kind, s, signal),
      placeholderData: keepPreviousData,
    }),
  guides: (audience: GuideAudience) =>
    queryOptions({
      ...publicScope,
      queryKey: [...contentQueries.all(), 'guides', audience] as const,
      queryFn: ({ signal }) => fetchGuides(audience, signal),
    }),
  compilations: () =>
    queryOptions({
      ...publicScope,
      queryKey: [...contentQueries.all(), 'compilations'] as const,
      queryFn: ({ signal }) => fetchCompilations(signal),
    }),
  rewardCount: () =>
    queryOptions({
      ...publicScope,
      queryKey: [...contentQueries.all(), 'stats', 'reward'] as const,
      queryFn: ({ signal }) => fetchRewardCount(signal),
    }),
  applyDetail: (id: string) =>
    queryOptions({
      ...userScope,
      // one person's application: the key carries the account like every user-centre key
      queryKey: [...userKey('content'), 'apply', 'detail', id] as const,
      queryFn: ({ signal }) => fetchApplyDetail(id, signal),
    }),
  policySummary: (id: string) =>
    queryOptions({
      ...publicScope,
      queryKey: [...contentQueries.all(), 'policy', id] as const,
      queryFn: ({ signal }) => fetchPolicySummary(id, signal),
    }),
};
