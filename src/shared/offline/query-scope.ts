// Each query factory declares whose data a query holds, in the query's meta: `publicQuery(...)` for
// what every visitor sees alike, `userQuery(...)` for one person's records (or a one-time answer bound
// to this visit). What may be written to disk and what logout removes is read from that declaration,
// never from a list of key prefixes. A query that declares nothing counts as the user's: it is never
// written to disk and is removed at logout.
import type { QueryMeta } from '@tanstack/react-query';
import type { Schema } from '../api/schema';

export type QueryScope = 'public' | 'user';

/** What the scope rules read: a query of the cache, or the options a factory returns. */
export interface ScopedQuery {
  meta?: QueryMeta | undefined;
}

/**
 * Spread into queryOptions: the same for every visitor, may be kept on the device for offline
 * reading; names the schema of what the query function returns, and data restored from the device
 * is read back through it before any screen sees it (shared/offline/restored-data).
 */
export function publicScope(parse: Schema<unknown>) {
  return { meta: { scope: 'public', parse } } as const satisfies ScopedQuery;
}

/**
 * Spread into queryOptions: one person's data (its key carries the account, shared/auth/account-scope)
 * or an answer bound to this visit; never written to disk, removed at logout.
 */
export const userScope = { meta: { scope: 'user' } } as const satisfies ScopedQuery;

export function queryScope(query: ScopedQuery): QueryScope {
  return query.meta?.scope === 'public' ? 'public' : 'user';
}

export const isPublicQuery = (query: ScopedQuery): boolean => queryScope(query) === 'public';
export const isUserScopedQuery = (query: ScopedQuery): boolean => queryScope(query) === 'user';
