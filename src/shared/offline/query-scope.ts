// Which cached queries may outlive the page: public features only, never anything tied to a user.
import type { QueryKey } from '@tanstack/react-query';

/** First key elements of the public features' query factories (src/features/<f>/api/<f>-queries.ts). */
export const PERSISTED_ROOTS: ReadonlySet<string> = new Set([
  'policy',
  'content',
  'stats',
  'ads',
  'hotWords',
  'regions',
  'systemInfo',
]);

/** Roots that always belong to the signed-in user. */
export const USER_ROOTS: ReadonlySet<string> = new Set(['user', 'centre', 'matching', 'consult', 'session']);

/** Keys under a public root that still hold one user's records (content's applyDetail reads myApplyDetail). */
const USER_SUBKEYS: Readonly<Record<string, ReadonlySet<string>>> = {
  content: new Set(['apply']),
};

export function isUserScopedKey(key: QueryKey): boolean {
  const root = String(key[0]);
  if (USER_ROOTS.has(root)) return true;
  if (!PERSISTED_ROOTS.has(root)) return true;
  return USER_SUBKEYS[root]?.has(String(key[1])) ?? false;
}

export function isPersistableKey(key: QueryKey): boolean {
  return !isUserScopedKey(key);
}
