// Login, user info and logout calls. UI-free: pages and the header call these.
import { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import {
  accountKindSchema,
  loginInfoSchema,
  pcLoginStatusSchema,
  systemInfoSchema,
  type TicketExchange,
} from '../../../shared/api/schemas/account';
import type { AccountKind, LoginType, SystemInfo, UserInfo } from '../../../shared/api/contract';
import { sessionStore } from '../../../shared/auth/session';

/** The platform's own view of this browser's login (loginStatus): 1 person, 2 enterprise, 4 none. */
export function fetchLoginStatus(): Promise<AccountKind> {
  return request(paths.loginStatus, {}, accountKindSchema);
}

export function fetchSystemInfo(): Promise<SystemInfo[]> {
  return request(paths.systemInfo, {}, systemInfoSchema);
}

/** Exchanges the one-time ticket of the login callback for a token. */
export async function exchangeTicket(ticket: string): Promise<{ kind: LoginType; token: string }> {
  // a POST body, not the query: the one-time ticket never lands in a server's or proxy's access log
  const body: TicketExchange = { ticket };
  const answer = await request(paths.pcLoginStatus, { method: 'POST', body }, pcLoginStatusSchema);
  if (answer.loginStatus === 4 || !answer.token) throw new Error('ticket not accepted');
  return { kind: answer.loginStatus, token: answer.token };
}

export const USER_INFO_THROTTLE_MS = 3000;

// Called outside React (login callback, region dialog), so it keeps a small cache of its own: the
// query's staleTime is the throttle and TanStack's in-flight deduplication shares one request.
const userInfoCache = new QueryClient({
  defaultOptions: { queries: { retry: false, networkMode: 'always', staleTime: USER_INFO_THROTTLE_MS } },
});

/**
 * Fetches and stores the user's info and the account's tag (whose drafts: shared/auth/account-tag.ts); calls
 * within 3 s share one request and its answer.
 */
export function refreshUserInfo(kind: LoginType): Promise<UserInfo> {
  return userInfoCache.fetchQuery({
    queryKey: ['userInfo', kind],
    queryFn: async () => {
      const token = sessionStore.get().token;
      const answer = await request(
        kind === 1 ? paths.personalLoginInfo : paths.enterpriseLogin,
        {},
        loginInfoSchema,
      );
      const { accountId: _id, idCardMasked: _card, phoneMasked: _phone, ...info } = answer;
      // where the tag's code cannot come (offline before the worker has it), the account stays as it was
      const tag = await import('../../../shared/auth/account-tag')
        .then((m) => m.accountTag(m.accountIdentity(kind, answer)))
        .catch(() => undefined);
      // a logout (or another login) meanwhile: this answer is not about who is logged in now
      if (sessionStore.get().token === token) sessionStore.setUserInfo(info, tag);
      return info;
    },
  });
}

/** The next refreshUserInfo asks the server whatever the time (after login or a region change). */
export function resetUserInfoThrottle(): void {
  userInfoCache.clear();
}
