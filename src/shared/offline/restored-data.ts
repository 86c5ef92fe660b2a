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

/**
 * Restored data not checked yet, read through the schema its query declares: the parsed value (defaults
 * filled), null when it fails (counted), undefined when there is nothing to check. Only a live schema
 * counts: one read back from JSON would check nothing.
 */
function readRestored(hash: string, meta: unknown, data: unknown): { data: unknown } | null | undefined {
  const schema = (meta as { parse?: Schema<unknown> & { '~run'?: unknown } } | undefined)?.parse;
  if (data === undefined || typeof schema?.['~run'] !== 'function' || !unchecked.delete(hash))
    return undefined;
  try {
    return { data: parseWith(schema, data, 'restored') };
  } catch {
    recordDropped('query-cache');
    return null;
  }
}

const guarded = new WeakSet<Query>();

/**
 * A screen may ask for a query before the device's copy has been read (a route loader on the first
 * screen): the restore then writes into that query with setState. The write passes the same check first;
 * data that fails it is not written.
 */
function guardRestoreWrites<Q>(built: Q): Q {
  const query = built as unknown as Query;
  if (guarded.has(query)) return built;
  guarded.add(query);
  const write = query.setState.bind(query);
  query.setState = (state) => {
    const read = readRestored(query.queryHash, query.options.meta, state.data);
    if (read !== null) write({ ...state, ...read });
  };
  return built;
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
    const read = readRestored(query.queryHash, options.meta, query.state.data);
    if (read === null) {
      // built again without the data that failed
      this.remove(query);
      return guardRestoreWrites(super.build(client, options));
    }
    // what the schema makes of it is what screens read; the time it was fetched stays (保存于 says when)
    if (read) Object.assign(query.state, read);
    return guardRestoreWrites(query);
  }
}
