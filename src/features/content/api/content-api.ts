// The content screens' calls: all through the shared client, each answer parsed at the edge.
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import {
  parseApplyDetail,
  parseArticle,
  parseArticlePage,
  parseCompilations,
  parseGuides,
  parsePolicySummary,
  parsePublicityPage,
  parseRewardCount,
} from './content-parsers';
import type { GuideAudience, PagedSearch, PublicitySearch } from './content-search';

export type PublicityKind = 'publicity' | 'notice';

export const fetchNewsPage = (s: PagedSearch, signal?: AbortSignal) =>
  request(
    paths.newsPage(s.page, s.pageSize),
    { query: { keyword: s.keyword }, signal },
    parseArticlePage,
  );

// detail screens draw their own not-found and error panels, so their failures stay quiet
export const fetchNewsDetail = (id: string, signal?: AbortSignal) =>
  request(paths.newsDetail(id), { signal }, parseArticle);

export const fetchPublicityPage = (kind: PublicityKind, s: PublicitySearch, signal?: AbortSignal) =>
  request(
    paths.publicityPage(kind, s.page, s.pageSize),
    { query: { keyword: s.keyword, countyCode: s.county }, signal },
    parsePublicityPage,
  );

export const fetchGuides = (audience: GuideAudience, signal?: AbortSignal) =>
  request(paths.guideList, { query: { audience }, signal }, parseGuides);

export const fetchCompilations = (signal?: AbortSignal) =>
  request(paths.compilationList, { signal }, parseCompilations);

export const fetchRewardCount = (signal?: AbortSignal) =>
  request(paths.rewardCount, { signal }, parseRewardCount);

export const fetchApplyDetail = (id: string, signal?: AbortSignal) =>
  request(paths.myApplyDetail(id), { signal }, parseApplyDetail);

export const fetchPolicySummary = (id: string, signal?: AbortSignal) =>
  request(paths.policyDetail(id), { signal }, parsePolicySummary);
