// Keeps the portal's login in step with the provincial platform (docs/product.md#login-and-session): a logout
// done on another system of the platform ends it here too, and a tab that lost its login kind gets it back.
import type { AccountKind, LoginType } from '../../../shared/api/contract';
import { sessionStore } from '../../../shared/auth/session';

/** Same pace as the user-info fetch (3 s): coming back to the tab twice in a row asks once. */
export const PLATFORM_CHECK_THROTTLE_MS = 3000;

export type SyncOutcome = 'skipped' | 'unchanged' | 'loggedOut' | 'kindChanged' | 'restored';

export interface SyncDeps {
  fetchLoginStatus: () => Promise<AccountKind>;
  /** after the kind was set: fetch and store the user info of that kind */
  refreshUserInfo: (kind: LoginType) => Promise<unknown>;
  /** the platform has no login any more: wipe what the device holds of the user */
  endLocalLogin: () => Promise<void>;
  now: () => number;
}

let lastCheck = Number.NEGATIVE_INFINITY;
let running: Promise<SyncOutcome> | null = null;
let tagAsked = false;

async function check(deps: SyncDeps): Promise<SyncOutcome> {
  const { token, loginType } = sessionStore.get();
  if (!token) return 'skipped';
  let kind: AccountKind;
  try {
    kind = await deps.fetchLoginStatus();
  } catch {
    // no answer is no news: the next visit to the tab asks again
    return 'skipped';
  }
  // a login or logout in this tab meanwhile decides, not this older answer
  if (sessionStore.get().token !== token) return 'skipped';
  if (kind === 4) {
    await deps.endLocalLogin();
    return 'loggedOut';
  }
  if (kind === loginType) {
    // a login from before drafts belonged to accounts: its account's tag is read once
    if (!sessionStore.get().account && !tagAsked) {
      tagAsked = true;
      await deps.refreshUserInfo(kind).catch(() => undefined);
    }
    return 'unchanged';
  }
  sessionStore.setLogin(token, kind);
  await deps.refreshUserInfo(kind).catch(() => undefined);
  return loginType ? 'kindChanged' : 'restored';
}

/**
 * Asks the platform unless it was asked within the throttle; a tab holding a token without its login
 * kind (sessionStorage is per tab) always asks, since it cannot tell its user anything until then.
 */
export function syncWithPlatform(deps: SyncDeps): Promise<SyncOutcome> {
  const { token, loginType } = sessionStore.get();
  if (!token) return Promise.resolve('skipped');
  // a check under way does the work once: its caller tells the outcome, one joining it has nothing more to tell
  if (running) return running.then(() => 'skipped');
  if (loginType && deps.now() - lastCheck < PLATFORM_CHECK_THROTTLE_MS) return Promise.resolve('skipped');
  lastCheck = deps.now();
  running = check(deps).finally(() => {
    running = null;
  });
  return running;
}

/** For tests: forget when the platform was last asked. */
export function resetPlatformSync(): void {
  lastCheck = Number.NEGATIVE_INFINITY;
  running = null;
  tagAsked = false;
}
