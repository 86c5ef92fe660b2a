// Login state (docs/product.md#login-and-session): token in localStorage, login type and user info in
// sessionStorage. Every stored value is parsed; a corrupt one reads as logged out.
import { useSyncExternalStore } from 'react';
import type { AccountKind, LoginType, UserInfo } from '../api/contract';
import { parseToken, TOKEN_KEY } from './stored-token';

export { parseToken };
const LOGIN_TYPE_KEY = 'portal.loginType';
const USER_INFO_KEY = 'portal.userInfo';
/** kind the user asked for before leaving for the identity platform */
const REQUESTED_KIND_KEY = 'portal.requestedLoginType';

export interface Session {
  token: string | null;
  loginType: LoginType | null;
  userInfo: UserInfo | null;
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

const optionalString = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : undefined;

export function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.userName !== 'string') return null;
    const state =
      typeof v.state === 'number' ? v.state : Number.isFinite(Number(v.state)) ? Number(v.state) : undefined;
    return {
      userName: v.userName,
      enterpriseName: optionalString(v.enterpriseName),
      enterpriseId: optionalString(v.enterpriseId),
      countyCode: optionalString(v.countyCode),
      state,
      enterpriseCode: optionalString(v.enterpriseCode),
    };
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
  };
}

let current: Session =
  typeof window === 'undefined' ? { token: null, loginType: null, userInfo: null } : load();
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
    current = { token: parseToken(token), loginType, userInfo: current.userInfo };
    emit();
  },
  setUserInfo(userInfo: UserInfo) {
    write(session, USER_INFO_KEY, JSON.stringify(userInfo));
    current = { ...current, userInfo };
    emit();
  },
  /** Clears token and user info (expired login, logout). */
  clear() {
    write(local, TOKEN_KEY, null);
    write(session, LOGIN_TYPE_KEY, null);
    write(session, USER_INFO_KEY, null);
    current = { token: null, loginType: null, userInfo: null };
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
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
