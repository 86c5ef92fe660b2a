// Data restored from the device is read back through its query's schema before a screen can see it.
import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { serializeClient } from '../../src/shared/offline/query-persistence';
import { policyDetailSchema } from '../../src/shared/api/schemas/policy';
import { publicScope } from '../../src/shared/offline/query-scope';
import { CheckedQueryCache, forgetRestoredData, markRestored } from '../../src/shared/offline/restored-data';
import { droppedEntries } from '../../src/shared/offline/store-health';

const detail = { id: 'p-1', policyName: '研发补助', competentDepartmentPath: '市科技局' };

/** A query as the persister restores it from the device: successful data, fetched just now. */
const restoredQuery = (key: unknown[], data: unknown) => ({
  queryKey: key,
  queryHash: hashKey(key),
  dehydratedAt: Date.now(),
  state: {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: Date.now(),
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
  },
});

function restoredClient(data: unknown, key: unknown[]): QueryClient {
  const client = new QueryClient({ queryCache: new CheckedQueryCache() });
  markRestored([hashKey(key)]);
  hydrate(client, { mutations: [], queries: [restoredQuery(key, data)] });
  return client;
}

const observe = (client: QueryClient, key: unknown[]) =>
  new QueryObserver(client, {
    ...publicScope(policyDetailSchema),
    queryKey: key,
    queryFn: () => detail,
    enabled: false,
  });

describe('restored query data', () => {
  it('keeps restored data that passes the declared schema', () => {
    const key = ['policy', 'detail', 'p-1'];
    const client = restoredClient(detail, key);
    expect(observe(client, key).getCurrentResult().data).toMatchObject({ policyName: '研发补助' });
  });

  it('drops (and counts) restored data that fails it, so no screen ever reads it', () => {
    const key = ['policy', 'detail', 'p-2'];
    const client = restoredClient({ ...detail, id: 'p-2', competentDepartmentPath: { evil: true } }, key);
    const before = droppedEntries()['query-cache'] ?? 0;
    expect(observe(client, key).getCurrentResult().data).toBeUndefined();
    expect(client.getQueryData(key)).toBeUndefined();
    expect(droppedEntries()['query-cache']).toBe(before + 1);
  });

  it('the error screen retry forgets restored data not refreshed since, and keeps fresh answers', async () => {
    const key = ['policy', 'detail', 'p-3'];
    const client = restoredClient({ ...detail, id: 'p-3' }, key);
    const freshKey = ['policy', 'detail', 'p-4'];
    markRestored([hashKey(freshKey)]);
    await new Promise((r) => setTimeout(r, 5));
    client.setQueryData(freshKey, { ...detail, id: 'p-4' });
    forgetRestoredData(client);
    expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryData(freshKey)).toMatchObject({ id: 'p-4' });
  });

  it('checks the restore also when a screen asked for the query before the device copy was read', () => {
    const goodKey = ['policy', 'detail', 'p-5'];
    const badKey = ['policy', 'detail', 'p-6'];
    const client = new QueryClient({ queryCache: new CheckedQueryCache() });
    // a route loader builds both queries first (nothing fetched yet)
    observe(client, goodKey);
    observe(client, badKey);
    markRestored([hashKey(goodKey), hashKey(badKey)]);
    const before = droppedEntries()['query-cache'] ?? 0;
    hydrate(client, {
      mutations: [],
      queries: [
        restoredQuery(goodKey, { id: 'p-5', policyName: '研发补助' }),
        restoredQuery(badKey, { ...detail, id: 'p-6', competentDepartmentPath: { evil: true } }),
      ],
    });
    // the good copy is written as its schema reads it (defaults filled); the bad one is not written at all
    expect(client.getQueryData(goodKey)).toMatchObject({ id: 'p-5', competentDepartmentPath: '' });
    expect(client.getQueryData(badKey)).toBeUndefined();
    expect(droppedEntries()['query-cache']).toBe(before + 1);
  });

  it('a cache written to disk and read back keeps its good data: no schema is written, none is faked', () => {
    const key = ['policy', 'detail', 'p-7'];
    const source = new QueryClient({ queryCache: new CheckedQueryCache() });
    observe(source, key);
    source.setQueryData(key, { ...detail, id: 'p-7' });
    const written = serializeClient({
      buster: 'v',
      timestamp: Date.now(),
      clientState: dehydrate(source, { shouldDehydrateQuery: () => true }),
    });
    expect(written).not.toContain('"kind":"schema"');
    expect(written).toContain('"scope":"public"');

    const read = JSON.parse(written) as PersistedClient;
    markRestored(read.clientState.queries.map((q) => q.queryHash));
    const target = new QueryClient({ queryCache: new CheckedQueryCache() });
    const before = droppedEntries()['query-cache'] ?? 0;
    hydrate(target, read.clientState);
    expect(observe(target, key).getCurrentResult().data).toMatchObject({ id: 'p-7', policyName: '研发补助' });
    expect(droppedEntries()['query-cache'] ?? 0).toBe(before);
  });
});
