// The real query factories of the portal, with arguments for every member and the scope each one
// declares, spelled out once for the tests that check scopes, persistence and restored data.
import type { QueryKey } from '@tanstack/react-query';
import { accountScope } from '../../src/shared/auth/account-scope';
import { policyQueries } from '../../src/features/policy/api/policy-queries';
import { newsQueries } from '../../src/features/content/news/news-queries';
import { noticeQueries } from '../../src/features/content/notices/notice-queries';
import { guideQueries } from '../../src/features/content/guide/guide-queries';
import { overviewQueries } from '../../src/features/content/overview/overview-api';
import { applyQueries } from '../../src/features/apply/api/apply-api';
import { policySummaryQueries } from '../../src/shared/api/policy-summary';
import { centreQueries } from '../../src/features/user-centre/api/centre-queries';
import { matchingQueries } from '../../src/features/matching/api/matching-queries';
import { consultQueries } from '../../src/features/consult/api/consult-queries';
import { sessionQueries } from '../../src/features/session/api/session-queries';
import { regionQueries } from '../../src/shared/api/region-queries';
import { statisticsQueries } from '../../src/shared/api/statistics-queries';

export interface FactoryQuery {
  queryKey: QueryKey;
  meta?: Record<string, unknown>;
}
type Factory = Record<string, (...args: never[]) => unknown>;

export const FACTORIES: Record<string, Factory> = {
  policyQueries,
  newsQueries,
  noticeQueries,
  guideQueries,
  overviewQueries,
  applyQueries,
  policySummaryQueries,
  centreQueries,
  matchingQueries,
  consultQueries,
  sessionQueries,
  regionQueries,
  statisticsQueries,
};

const PAGE = { page: 1, pageSize: 10 };
const ACCOUNT = () => accountScope();
/** Arguments for every member of every factory: a member missing here fails the first test. */
export const ARGS: Record<string, Record<string, () => unknown[]>> = {
  policyQueries: {
    all: () => [],
    list: () => [{ ...PAGE, keyword: '', orderModel: 1, audience: 1 }],
    detail: () => ['p-0001'],
    departments: () => [1, '350582'],
    suggestions: () => ['创业', 1],
    hotWords: () => [1],
    ads: () => ['ad_PC_homePage2'],
  },
  newsQueries: { all: () => [], page: () => [{ ...PAGE, keyword: '' }], detail: () => ['n-1'] },
  noticeQueries: { all: () => [], page: () => ['publicity', { ...PAGE, keyword: '', county: '' }] },
  guideQueries: { all: () => [], guides: () => [1], compilations: () => [] },
  overviewQueries: { rewardCount: () => [] },
  applyQueries: { detail: () => ['a-1'], context: () => ['p-0001'] },
  policySummaryQueries: { summary: () => ['p-0001'] },
  centreQueries: {
    all: () => [],
    enterprise: () => [],
    person: () => [],
    bankChanges: () => ['e-1'],
    applies: () => [PAGE],
    enjoys: () => [PAGE],
    urges: () => [PAGE],
    consults: () => [PAGE],
    consultDetail: () => ['c-1'],
    messages: () => [PAGE],
    projects: () => [PAGE],
    project: () => ['pr-1'],
    personalPolicies: () => [PAGE],
    enterpriseTypes: () => [],
  },
  matchingQueries: {
    all: () => [],
    form: () => [],
    results: () => [ACCOUNT()],
    summary: () => [ACCOUNT()],
    page: () => [ACCOUNT(), { matchingModel: 1, orderModel: 1, ...PAGE }],
    enterprise: () => [ACCOUNT(), { matchingModel: 1, ...PAGE }],
    records: () => [ACCOUNT()],
  },
  consultQueries: { all: () => [], captcha: () => [1], contact: () => [] },
  sessionQueries: { systemInfo: () => [], userInfo: () => [2] },
  regionQueries: {
    all: () => [],
    counties: () => [],
    streets: () => ['350502'],
    district: () => ['350502001'],
  },
  statisticsQueries: { summary: () => [] },
};

/** What each factory declares, spelled out once so that a change of scope is a visible decision. */
export const PUBLIC = [
  'policyQueries.list',
  'policyQueries.detail',
  'policyQueries.departments',
  'policyQueries.suggestions',
  'policyQueries.hotWords',
  'policyQueries.ads',
  'newsQueries.page',
  'newsQueries.detail',
  'noticeQueries.page',
  'guideQueries.guides',
  'guideQueries.compilations',
  'overviewQueries.rewardCount',
  'policySummaryQueries.summary',
  'centreQueries.enterpriseTypes',
  'sessionQueries.systemInfo',
  'regionQueries.counties',
  'regionQueries.streets',
  'regionQueries.district',
  'statisticsQueries.summary',
];
/** One account's records: their keys carry the account marker of shared/auth. */
export const ACCOUNT_BOUND = [
  'applyQueries.detail',
  'applyQueries.context',
  'centreQueries.enterprise',
  'centreQueries.person',
  'centreQueries.bankChanges',
  'centreQueries.applies',
  'centreQueries.enjoys',
  'centreQueries.urges',
  'centreQueries.consults',
  'centreQueries.consultDetail',
  'centreQueries.messages',
  'centreQueries.projects',
  'centreQueries.project',
  'centreQueries.personalPolicies',
  'matchingQueries.summary',
  'matchingQueries.page',
  'matchingQueries.enterprise',
  'matchingQueries.records',
  'consultQueries.contact',
  'sessionQueries.userInfo',
];

/**
 * Every query of every factory, built now (the account markers follow the current session);
 * `args` may name other arguments for some members (real ids of the demo API, say).
 */
export function allQueries(
  args: Record<string, Record<string, () => unknown[]>> = ARGS,
): { name: string; options: FactoryQuery }[] {
  const out: { name: string; options: FactoryQuery }[] = [];
  for (const [factoryName, factory] of Object.entries(FACTORIES)) {
    for (const [member, build] of Object.entries(factory)) {
      const memberArgs = args[factoryName]?.[member] ?? ARGS[factoryName]?.[member];
      if (!memberArgs)
        throw new Error(`no test arguments for ${factoryName}.${member}: add them and its scope`);
      const result = (build as (...a: unknown[]) => unknown)(...memberArgs());
      // members returning a bare array are key prefixes for invalidation, not queries
      if (Array.isArray(result)) continue;
      out.push({ name: `${factoryName}.${member}`, options: result as FactoryQuery });
    }
  }
  return out;
}
