// Login state (docs/product.md#login-and-session): token and account tag in localStorage, login type and user
// info in sessionStorage. Every stored value is parsed; a corrupt one reads as logged out.
import { useDeviceStore } from '../storage/use-device-store';
import type { AccountKind, LoginType, UserInfo } from '../api/contract';
import { parseToken, TOKEN_KEY } from './stored-token';
import { parseWith } from '../api/schema';
import { userInfoSchema } from '../api/schemas/account';

export { parseToken };
const LOGIN_TYPE_KEY = 'portal.loginType';
const USER_INFO_KEY = 'portal.userInfo';
/** the account's tag (account-tag.ts): beside the token, so every tab (and an offline one) knows whose drafts */
const ACCOUNT_KEY = 'portal.account';
/** kind the user asked for before leaving for the identity platform */
const REQUESTED_KIND_KEY = 'portal.requestedLoginType';

export interface Session {
  token: string | null;
  loginType: LoginType | null;
  userInfo: UserInfo | null;
  /** the logged-in account's tag (account-tag.ts), once its login info has been read; null before */
  account: string | null;
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // storage unavailable (private mode): the session lives only in memory for this page
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

export function parseLoginType(raw: string | null): LoginType | null {
  return raw === '1' ? 1 : raw === '2' ? 2 : null;
}

/** The stored user info, read through the API's schema: anything malformed reads as none. */
export function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    return parseWith(userInfoSchema, JSON.parse(raw), 'stored.userInfo');
  } catch {
    return null;
  }
}

function load(): Session {
  const token = parseToken(read(local, TOKEN_KEY));
  return {
    token,
    loginType: token ? parseLoginType(read(session, LOGIN_TYPE_KEY)) : null,
    userInfo: token ? parseUserInfo(read(session, USER_INFO_KEY)) : null,
    account: token ? parseAccountTag(read(local, ACCOUNT_KEY)) : null,
  };
}

/** an account tag is 32 hex digits (account-tag.ts) */
const parseAccountTag = (raw: string | null) => (raw && /^[0-9a-f]{32}$/.test(raw) ? raw : null);
const LOGGED_OUT: Session = { token: null, loginType: null, userInfo: null, account: null };

let current: Session = typeof window === 'undefined' ? LOGGED_OUT : load();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage, e.g. when another tab logged out. */
  reload() {
    current = load();
    emit();
  },
  setLogin(token: string, loginType: LoginType) {
    write(local, TOKEN_KEY, token);
    write(session, LOGIN_TYPE_KEY, String(loginType));
    current = { ...current, token: parseToken(token), loginType };
    emit();
  },
  /** the user info; with `account`, the account's tag as well (read from the same login-info answer) */
  setUserInfo(userInfo: UserInfo, account?: string | null) {
    write(session, USER_INFO_KEY, JSON.stringify(userInfo));
    const tag = account === undefined ? current.account : parseAccountTag(account);
    if (account !== undefined) write(local, ACCOUNT_KEY, tag);
    current = { ...current, userInfo, account: tag };
    emit();
  },
  /** Clears token and user info (expired login, logout). */
  clear() {
    write(local, TOKEN_KEY, null);
    write(session, LOGIN_TYPE_KEY, null);
    write(session, USER_INFO_KEY, null);
    write(local, ACCOUNT_KEY, null);
    current = LOGGED_OUT;
    emit();
  },
  setRequestedKind(kind: LoginType) {
    write(session, REQUESTED_KIND_KEY, String(kind));
  },
  takeRequestedKind(): LoginType | null {
    const kind = parseLoginType(read(session, REQUESTED_KIND_KEY));
    write(session, REQUESTED_KIND_KEY, null);
    return kind;
  },
};

/** Account kind: 1 person, 2 enterprise, 4 not logged in (docs/product.md#audience-and-roles). */
export function accountKind(s: Session): AccountKind {
  return s.token && s.loginType ? s.loginType : 4;
}

/** Access-log user type (docs/product.md#access-log): 1 enterprise, 2 person, 3 visitor. */
export function accessUserType(s: Session): 1 | 2 | 3 {
  if (!s.token) return 3;
  return s.userInfo?.enterpriseCode ? 1 : 2;
}

export function useSession(): Session {
  return useDeviceStore(sessionStore);
}
