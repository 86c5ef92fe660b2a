// What the query cache may keep on disk and what logout removes, read from each factory's own
// declaration (publicQuery / userQuery, the scope in its meta) and checked against the real factories' keys.
import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, type Query } from '@tanstack/react-query';
import { isPublicQuery, isUserScopedQuery, queryScope } from '../../src/shared/offline/query-scope';
import {
  persistOptions,
  removeUserScopedQueries,
  shouldPersistQuery,
} from '../../src/shared/offline/query-persistence';
import { accountScope } from '../../src/shared/auth/account-scope';
import { sessionStore } from '../../src/shared/auth/session';
import { ACCOUNT_BOUND, allQueries, PUBLIC } from '../support/query-factories';
import { policyQueries } from '../../src/features/policy/api/policy-queries';
import { centreQueries } from '../../src/features/user-centre/api/centre-queries';

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

  it('every public query names the schema its data is read back through when restored from disk', () => {
    const unparsed = allQueries()
      .filter((q) => PUBLIC.includes(q.name))
      .filter((q) => (q.options.meta?.parse as { kind?: unknown } | undefined)?.kind !== 'schema')
      .map((q) => q.name);
    expect(unparsed).toEqual([]);
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
