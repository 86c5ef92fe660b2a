// Login, user info and logout calls (spec §4, §7). UI-free: pages and the header call these.
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { arr, num, obj, oneOf, optional, str } from '../../../shared/api/parse';
import type { LoginType, SystemInfo, UserInfo } from '../../../shared/api/contract';
import { sessionStore } from '../../../shared/auth/session';

export const parseSystemInfo = arr(obj({ systemCode: str, pcUrl: str }));

const parseUser = obj({
  userName: str,
  enterpriseName: optional(str),
  enterpriseId: optional(str),
  countyCode: optional(str),
  state: optional(num),
  enterpriseCode: optional(str),
});

const parseTicket = obj({ loginStatus: oneOf(1, 2, 4), token: optional(str) });

export function fetchSystemInfo(): Promise<SystemInfo[]> {
  return request(paths.systemInfo, {}, parseSystemInfo);
}

/** Exchanges the one-time ticket of the login callback for a token. */
export async function exchangeTicket(ticket: string): Promise<{ kind: LoginType; token: string }> {
  const answer = await request(paths.pcLoginStatus, { query: { ticket } }, parseTicket);
  if (answer.loginStatus === 4 || !answer.token) throw new Error('ticket not accepted');
  return { kind: answer.loginStatus, token: answer.token };
}

let lastUserFetch = 0;
let inFlight: Promise<UserInfo> | null = null;
export const USER_INFO_THROTTLE_MS = 3000;

/** Fetches and stores the user's info; calls within 3 s share the stored answer (spec §9). */
export async function refreshUserInfo(kind: LoginType, now: number = Date.now()): Promise<UserInfo> {
  const stored = sessionStore.get().userInfo;
  if (stored && now - lastUserFetch < USER_INFO_THROTTLE_MS) return stored;
  if (inFlight) return inFlight;
  lastUserFetch = now;
  inFlight = (async () => {
    const info =
      kind === 1
        ? await request(paths.personalLoginInfo, {}, parseUser)
        : await request(paths.enterpriseLogin, {}, parseUser);
    sessionStore.setUserInfo(info);
    return info;
  })();
  try {
    return await inFlight;
  } finally {
    inFlight = null;
  }
}

export function resetUserInfoThrottle(): void {
  lastUserFetch = 0;
}

/** Tells the platform to end the login; the local clean-up happens whatever it answers. */
export async function quitPlatform(): Promise<void> {
  await request(
    paths.mztQuit,
    { query: { frontRedirectUrl: window.location.origin + '/#/indexHome' }, silent: true },
    null,
  );
}
