import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isPersistableKey, isUserScopedKey } from '../../src/shared/offline/query-scope';
import { shouldPersistQuery } from '../../src/shared/offline/query-persistence';

describe('what the query cache may keep on disk', () => {
  it('keeps the public features', () => {
    for (const key of [
      ['policy', 'list', { page: 1 }],
      ['policy', 'detail', 'p-0001'],
      ['content', 'news', 'page', {}],
      ['content', 'stats', 'amount'],
      ['stats'],
      ['ads', 'ad_PC_homePage2'],
      ['hotWords', 1],
    ]) {
      expect(isPersistableKey(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('never keeps user-scoped or unknown queries', () => {
    for (const key of [
      ['user', 'info'],
      ['centre', 'abc123', 'applies', 1, 10],
      ['matching', 'summary'],
      ['consult', 'mine'],
      ['session', 'status'],
      ['content', 'apply', 'detail', 'a-1'],
      ['somethingNew'],
      [],
    ]) {
      expect(isPersistableKey(key), JSON.stringify(key)).toBe(false);
      expect(isUserScopedKey(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('persists only successful public queries of a real cache', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['policy', 'detail', 'p-1'], queryFn: () => ({ id: 'p-1' }) });
    await client.prefetchQuery({ queryKey: ['centre', 'x', 'person'], queryFn: () => ({ name: 'someone' }) });
    await client.prefetchQuery({
      queryKey: ['policy', 'detail', 'p-2'],
      queryFn: () => Promise.reject(new Error('down')),
      retry: false,
    });
    const kept = client
      .getQueryCache()
      .getAll()
      .filter(shouldPersistQuery)
      .map((q) => q.queryKey);
    expect(kept).toEqual([['policy', 'detail', 'p-1']]);
  });
});
