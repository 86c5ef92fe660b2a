// What the query cache may keep on disk and what logout removes, read from each factory's own
// declaration (publicScope / userScope in its meta) and checked against the real factories' keys.
import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { isPublicQuery, isUserScopedQuery, queryScope } from '../../src/shared/offline/query-scope';
import {
  persistOptions,
  removeUserScopedQueries,
  shouldPersistQuery,
} from '../../src/shared/offline/query-persistence';
import { accountScope } from '../../src/shared/auth/account-scope';
import { sessionStore } from '../../src/shared/auth/session';
import { policyQueries } from '../../src/features/policy/api/policy-queries';
import { contentQueries } from '../../src/features/content/api/content-queries';
import { centreQueries } from '../../src/features/user-centre/api/centre-queries';
import { matchingQueries } from '../../src/features/matching/api/matching-queries';
import { consultQueries } from '../../src/features/consult/api/consult-queries';
import { sessionQueries } from '../../src/features/session/api/session-queries';
import { savedPolicyQueries } from '../../src/features/offline/api/saved-policy-queries';
import { regionQueries } from '../../src/shared/api/region-queries';
import { statisticsQueries } from '../../src/shared/api/statistics-queries';

interface FactoryQuery {
  queryKey: QueryKey;
  meta?: Record<string, unknown>;
}
type Factory = Record<string, (...args: never[]) => unknown>;

const FACTORIES: Record<string, Factory> = {
  policyQueries,
  contentQueries,
  centreQueries,
  matchingQueries,
  consultQueries,
  sessionQueries,
  savedPolicyQueries,
  regionQueries,
  statisticsQueries,
};

const PAGE = { page: 1, pageSize: 10 };
const ACCOUNT = () => accountScope();
/** Arguments for every member of every factory: a member missing here fails the first test. */
const ARGS: Record<string, Record<string, () => unknown[]>> = {
  policyQueries: {
    all: () => [],
    list: () => [{ ...PAGE, keyword: '', orderModel: 1, audience: 1 }],
    detail: () => ['p-0001'],
    suggestions: () => ['创业', 1],
    hotWords: () => [1],
    ads: () => ['ad_PC_homePage2'],
  },
  contentQueries: {
    all: () => [],
    newsPage: () => [{ ...PAGE, keyword: '' }],
    newsDetail: () => ['n-1'],
    publicityPage: () => ['publicity', { ...PAGE, keyword: '', county: '' }],
    guides: () => [1],
    compilations: () => [],
    rewardCount: () => [],
    applyDetail: () => ['a-1'],
    policySummary: () => ['p-0001'],
  },
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
    records: () => [ACCOUNT()],
  },
  consultQueries: { all: () => [], captcha: () => [1], contact: () => [] },
  sessionQueries: { systemInfo: () => [] },
  savedPolicyQueries: { all: () => [], list: () => [], one: () => ['p-0001'] },
  regionQueries: {
    all: () => [],
    counties: () => [],
    streets: () => ['350502'],
    district: () => ['350502001'],
  },
  statisticsQueries: { summary: () => [] },
};

/** What each factory declares, spelled out once so that a change of scope is a visible decision. */
const PUBLIC = [
  'policyQueries.list',
  'policyQueries.detail',
  'policyQueries.suggestions',
  'policyQueries.hotWords',
  'policyQueries.ads',
  'contentQueries.newsPage',
  'contentQueries.newsDetail',
  'contentQueries.publicityPage',
  'contentQueries.guides',
  'contentQueries.compilations',
  'contentQueries.rewardCount',
  'contentQueries.policySummary',
  'centreQueries.enterpriseTypes',
  'sessionQueries.systemInfo',
  'regionQueries.counties',
  'regionQueries.streets',
  'regionQueries.district',
  'statisticsQueries.summary',
];
/** One account's records: their keys carry the account marker of shared/auth. */
const ACCOUNT_BOUND = [
  'contentQueries.applyDetail',
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
  'matchingQueries.records',
  'consultQueries.contact',
];

/** Every query of every factory, built now (the account markers follow the current session). */
function allQueries(): { name: string; options: FactoryQuery }[] {
  const out: { name: string; options: FactoryQuery }[] = [];
  for (const [factoryName, factory] of Object.entries(FACTORIES)) {
    for (const [member, build] of Object.entries(factory)) {
      const args = ARGS[factoryName]?.[member];
      if (!args) throw new Error(`no test arguments for ${factoryName}.${member}: add them and its scope`);
      const result = (build as (...a: unknown[]) => unknown)(...args());
      // members returning a bare array are key prefixes for invalidation, not queries
      if (Array.isArray(result)) continue;
      out.push({ name: `${factoryName}.${member}`, options: result as FactoryQuery });
    }
  }
  return out;
}

/** A cache holding one successful answer for every query of every factory. */
async function filledCache(): Promise<QueryClient> {
  const client = new QueryClient();
  for (const { options } of allQueries()) {
    await client.prefetchQuery({ ...options, queryFn: () => ({ some: 'data' }), gcTime: Infinity });
  }
  return client;
}

const keysOf = (client: QueryClient, keep: (query: Query) => boolean = () => true) =>
  client
    .getQueryCache()
    .getAll()
    .filter(keep)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();

/** The keys of the real factories' public queries (what may be kept on disk and survives logout). */
const publicFactoryKeys = () =>
  allQueries()
    .filter((q) => PUBLIC.includes(q.name))
    .map((q) => JSON.stringify(q.options.queryKey))
    .sort();

afterEach(() => sessionStore.clear());

describe('each query factory declares whose data it holds', () => {
  it('every query of every factory is declared public or the user’s, as listed here', () => {
    sessionStore.setLogin('token-of-a-person', 1);
    const queries = allQueries();
    expect(queries.length).toBeGreaterThanOrEqual(PUBLIC.length + ACCOUNT_BOUND.length);
    for (const { name, options } of queries) {
      expect(['public', 'user'], name).toContain(options.meta?.scope);
      expect(queryScope(options), name).toBe(PUBLIC.includes(name) ? 'public' : 'user');
    }
  });

  it('a user’s query carries the account in its key, so another login never reads it', () => {
    sessionStore.setLogin('token-of-a-person', 1);
    const first = new Map(allQueries().map((q) => [q.name, q.options.queryKey]));
    sessionStore.setLogin('token-of-another-person', 2);
    const second = new Map(allQueries().map((q) => [q.name, q.options.queryKey]));
    for (const name of ACCOUNT_BOUND) {
      expect(first.get(name), name).toContain(accountScope('token-of-a-person'));
      expect(second.get(name), name).toContain(accountScope('token-of-another-person'));
      expect(first.get(name), name).not.toEqual(second.get(name));
    }
    for (const name of PUBLIC) expect(first.get(name), name).toEqual(second.get(name));
  });

  it('a query that declares nothing counts as the user’s', () => {
    expect(isUserScopedQuery({})).toBe(true);
    expect(isPublicQuery({ meta: { scope: 'somethingElse' } })).toBe(false);
  });
});

describe('what the query cache may keep on disk', () => {
  it('keeps exactly the public queries of the real factories, never a user’s', async () => {
    sessionStore.setLogin('token-of-a-person', 1);
    const client = await filledCache();
    const publicKeys = publicFactoryKeys();
    expect(keysOf(client, shouldPersistQuery)).toEqual(publicKeys);
    // the persister's own options say the same
    const dehydrated = dehydrate(client, persistOptions().dehydrateOptions);
    expect(dehydrated.queries.map((q) => JSON.stringify(q.queryKey)).sort()).toEqual(publicKeys);
  });

  it('persists only successful public queries of a real cache', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ ...policyQueries.detail('p-1'), queryFn: () => ({ id: 'p-1' }) as never });
    await client.prefetchQuery({ ...centreQueries.person(), queryFn: () => ({ name: 'someone' }) as never });
    await client.prefetchQuery({
      ...policyQueries.detail('p-2'),
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    });
    const kept = client
      .getQueryCache()
      .getAll()
      .filter(shouldPersistQuery)
      .map((q) => q.queryKey);
    expect(kept).toEqual([policyQueries.detail('p-1').queryKey]);
  });
});

describe('what logout removes', () => {
  it('removes every user’s query of the real factories and keeps the public ones', async () => {
    sessionStore.setLogin('token-of-a-person', 1);
    const client = await filledCache();
    const publicKeys = publicFactoryKeys();
    expect(keysOf(client).length).toBeGreaterThan(publicKeys.length);
    await removeUserScopedQueries(client);
    expect(keysOf(client)).toEqual(publicKeys);
  });

  it('a public query restored from disk is still public, so logout keeps it', async () => {
    const before = new QueryClient();
    await before.prefetchQuery({ ...policyQueries.detail('p-1'), queryFn: () => ({ id: 'p-1' }) as never });
    const restored = new QueryClient();
    hydrate(restored, JSON.parse(JSON.stringify(dehydrate(before, persistOptions().dehydrateOptions))));
    await removeUserScopedQueries(restored);
    expect(restored.getQueryData(policyQueries.detail('p-1').queryKey)).toEqual({ id: 'p-1' });
  });
});
