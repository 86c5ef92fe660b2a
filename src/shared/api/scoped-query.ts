// The one shape of a query factory entry: a key, a fetch that takes the abort signal, and the
// scope the data belongs to (shared/offline/query-scope), which decides what may be persisted.
import { queryOptions, type QueryKey, type UndefinedInitialDataOptions } from '@tanstack/react-query';
import type { Schema } from './schema';
import { publicScope, userScope } from '../offline/query-scope';

export type QueryExtras<TData, TKey extends QueryKey> = Omit<
  UndefinedInitialDataOptions<TData, Error, TData, TKey>,
  'queryKey' | 'queryFn' | 'meta'
>;

/**
 * Data every visitor sees alike; may be kept on the device. `parse` is the schema of what `fetch`
 * returns: data restored from the device is read back through it before any screen sees it, so
 * nothing kept on disk reaches a screen unchecked.
 */
export function publicQuery<
  TData,
  const TKey extends QueryKey,
  TExtras extends QueryExtras<TData, TKey> = object,
>(
  queryKey: TKey,
  fetch: (signal: AbortSignal) => Promise<TData>,
  { parse, ...extras }: TExtras & { parse: Schema<TData> },
) {
  return queryOptions({
    ...extras,
    ...publicScope(parse),
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
  });
}

/** One person's data (its key carries the account) or an answer bound to this visit: never persisted. */
export function userQuery<
  TData,
  const TKey extends QueryKey,
  TExtras extends QueryExtras<TData, TKey> = object,
>(queryKey: TKey, fetch: (signal: AbortSignal) => Promise<TData>, extras: TExtras = {} as TExtras) {
  return queryOptions({ ...extras, ...userScope, queryKey, queryFn: ({ signal }) => fetch(signal) });
}
