// The one query-options factory of the content feature: components never write key arrays.
import { keepPreviousData } from '@tanstack/react-query';
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
import { publicQuery, userQuery } from '../../../shared/api/scoped-query';
import * as parsers from './content-parsers';
import { userKey } from '../../../shared/auth/account-scope';
import type { GuideAudience, PagedSearch, PublicitySearch } from './content-search';

export const contentQueries = {
  all: () => ['content'] as const,
  newsPage: (s: PagedSearch) =>
    publicQuery([...contentQueries.all(), 'news', 'page', s], (signal) => fetchNewsPage(s, signal), {
      parse: parsers.parseArticlePage,
      placeholderData: keepPreviousData,
    }),
  newsDetail: (id: string) =>
    publicQuery([...contentQueries.all(), 'news', 'detail', id], (signal) => fetchNewsDetail(id, signal), {
      parse: parsers.parseArticle,
    }),
  publicityPage: (kind: PublicityKind, s: PublicitySearch) =>
    publicQuery([...contentQueries.all(), kind, 'page', s], (signal) => fetchPublicityPage(kind, s, signal), {
      parse: parsers.parsePublicityPage,
      placeholderData: keepPreviousData,
    }),
  guides: (audience: GuideAudience) =>
    publicQuery([...contentQueries.all(), 'guides', audience], (signal) => fetchGuides(audience, signal), {
      parse: parsers.parseGuides,
    }),
  compilations: () =>
    publicQuery([...contentQueries.all(), 'compilations'], fetchCompilations, { parse: parsers.parseCompilations }),
  rewardCount: () =>
    publicQuery([...contentQueries.all(), 'stats', 'reward'], fetchRewardCount, { parse: parsers.parseRewardCount }),
  // one person's application: the key carries the account like every user-centre key
  applyDetail: (id: string) =>
    userQuery([...userKey('content'), 'apply', 'detail', id], (signal) => fetchApplyDetail(id, signal)),
  policySummary: (id: string) =>
    publicQuery([...contentQueries.all(), 'policy', id], (signal) => fetchPolicySummary(id, signal), {
      parse: parsers.parsePolicySummary,
    }),
};
