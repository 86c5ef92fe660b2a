// Query data restored from the device passes the schema its factory declares before any screen reads
// it: a query whose data fails is removed from the cache (so the next disk write drops it too) and
// counted, never rendered. The check runs when a screen first asks for the query (QueryCache.build).
import {
  QueryCache,
  type DefaultError,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@tanstack/react-query';
import { parseWith, type Schema } from '../api/schema';
import { recordDropped } from './store-health';

/** hashes of queries that came from disk and were not yet checked against their schema */
const unchecked = new Set<string>();

/** every query hash that came from disk this page, and when */
const fromDisk = new Set<string>();
let restoredAt = 0;

/** The persister calls this with what it restored, before the cache is filled from it. */
export function markRestored(queryHashes: Iterable<string>): void {
  restoredAt = Date.now();
  for (const hash of queryHashes) {
    unchecked.add(hash);
    fromDisk.add(hash);
  }
}

/**
 * The error screen's 重试: a screen that crashed may have been built from data kept on the device, so
 * every query still holding restored (not since refreshed) data is forgotten, on disk too at the next write.
 */
export function forgetRestoredData(client: QueryClient): void {
  const stale = client
    .getQueryCache()
    .findAll({ predicate: (q) => fromDisk.has(q.queryHash) && q.state.dataUpdatedAt <= restoredAt });
  for (const query of stale) client.getQueryCache().remove(query);
  recordDropped('query-cache (error screen)', stale.length);
}

function schemaOf(meta: unknown): Schema<unknown> | null {
  const parse = (meta as { parse?: unknown } | undefined)?.parse;
  return typeof parse === 'object' && parse !== null ? (parse as Schema<unknown>) : null;
}

/** Answers false (and forgets the query) when its restored data fails the declared schema. */
function restoredDataHolds(cache: QueryCache, query: Query, meta: unknown): boolean {
  if (!unchecked.has(query.queryHash)) return true;
  const schema = schemaOf(meta);
  if (!schema) return true;
  unchecked.delete(query.queryHash);
  if (query.state.data === undefined) return true;
  try {
    parseWith(schema, query.state.data, 'restored');
    return true;
  } catch {
    cache.remove(query);
    recordDropped('query-cache');
    return false;
  }
}

/** The app's query cache: checks restored data on first use. */
export class CheckedQueryCache extends QueryCache {
  override build<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(
    client: QueryClient,
    options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    if (restoredDataHolds(this, query as unknown as Query, options.meta)) return query;
    return super.build(client, options, state);
  }
}
