// One account marker for every query key that holds one user's data.
import { sessionStore } from './session';

/** A short, non-reversible tag of the session token: a second login on this device never sees the first one's cache. */
export function accountScope(token: string | null = sessionStore.get().token): string {
  if (!token) return 'anonymous';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Key prefix of a user-scoped query: the feature's root, then the account it belongs to. */
export function userKey<const R extends string>(root: R, token?: string | null): readonly [R, string] {
  return [root, accountScope(token)] as const;
}

/**
 * The signed-in account's applications (我的申报). The user centre lists them and the apply form adds to
 * them, so both build the key here: submitting invalidates exactly what the centre shows.
 */
export const applicationsKey = () => [...userKey('centre'), 'applies'] as const;

/**
 * What the signed-in account did with one policy (applied, or received a 免申即享 one) and who it is. The
 * apply feature reads it; receiving in the policy feature changes it, so both build the key here.
 */
export const policyContextKey = (policyId: string) => [...userKey('apply'), 'context', policyId] as const;

/** The signed-in account's 我享受的政策: a 免申即享 receive adds to it. */
export const enjoysKey = () => [...userKey('centre'), 'enjoys'] as const;
