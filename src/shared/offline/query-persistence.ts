// The query cache on disk: one device-store value, public queries only, dropped on a new app version.
import { dehydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { text } from '../api/schema';
import { defineDeviceRecord } from '../storage/device-store';
import { appEnv } from '../config/env';
import { isPublicQuery, isUserScopedQuery, type ScopedQuery } from './query-scope';
import { markRestored } from './restored-data';

export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const PERSIST_KEY = 'portal-query-cache';
const PERSIST_THROTTLE_MS = 1000;

const queryStore = defineDeviceRecord({
  db: 'portal-query-cache',
  store: 'clients',
  name: 'query-cache',
  // the cache as one JSON text; each query in it is read through its own schema on first use (restored-data.ts)
  fields: { [PERSIST_KEY]: text },
});

export const queryPersister = createAsyncStoragePersister({
  storage: {
    // the persister asks for its own key (PERSIST_KEY) only
    getItem: () => queryStore.get(PERSIST_KEY),
    setItem: (_key, value: string) => queryStore.set(PERSIST_KEY, value),
    removeItem: () => queryStore.del(PERSIST_KEY),
  },
  key: PERSIST_KEY,
  throttleTime: PERSIST_THROTTLE_MS,
  serialize: serializeClient,
  // what comes back from disk is checked against each query's schema on first use
  deserialize: (cached: string) => {
    const client = JSON.parse(cached) as PersistedClient;
    const queries = client.clientState?.queries ?? [];
    markRestored(queries.map((q) => q.queryHash));
    // a new visit shows what the device holds at once, and (online) the first screen reading it asks
    // the server again: a notice the server now gives (600 maintenance) reaches the user this visit
    if (typeof navigator === 'undefined' || navigator.onLine)
      queries.forEach((q) => Object.assign(q.state, { isInvalidated: true }));
    return client;
  },
});

/**
 * The cache as written to disk: each query's scope stays with it, its schema does not (a schema is code:
 * written as JSON it would come back as a look-alike object that checks nothing, and costs bytes).
 */
export function serializeClient(client: PersistedClient): string {
  return JSON.stringify(client, (key, value: unknown) => (key === 'parse' ? undefined : value));
}

/** Structural type: the persister packages may resolve their own copy of query-core. */
interface PersistCandidate extends ScopedQuery {
  state: { status: string };
}

/** Only finished, successful queries that their factory declares public are written to disk. */
export function shouldPersistQuery(query: PersistCandidate): boolean {
  return query.state.status === 'success' && isPublicQuery(query);
}

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: queryPersister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: appEnv().appVersion,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/** Logout: forget every query not declared public in memory, then rewrite the stored cache from what is left. */
export async function removeUserScopedQueries(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: isUserScopedQuery });
  // written at once rather than through the throttled persister: the next user may be seconds away
  const saved = {
    buster: appEnv().appVersion,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery }),
  };
  await queryStore.set(PERSIST_KEY, serializeClient(saved));
}

/**
 * Offline, data already on the device counts as fresh: refetching it would either fail (hiding it
 * behind an error) or come from the service worker's cache and look new, hiding when it was really
 * fetched (保存于 {time}). Queries with no data still try once, and the service worker may answer.
 */
export function preferCacheWhileOffline(queryClient: QueryClient): QueryClient {
  const defaults = queryClient.getDefaultOptions();
  const onlineStaleTime = defaults.queries?.staleTime ?? 0;
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query) => {
        if (!onlineManager.isOnline()) return Infinity;
        return typeof onlineStaleTime === 'function' ? onlineStaleTime(query) : onlineStaleTime;
      },
    },
  });
  return queryClient;
}
