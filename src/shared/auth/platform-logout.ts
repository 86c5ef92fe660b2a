// Ending the login on the provincial identity platform, and remembering (localStorage) when that could
// not be confirmed, so it is retried when online and completed before anyone logs in on this device again.
import { ApiError } from '../api/api-error';
import { request } from '../api/http';
import { paths } from '../api/paths';
import { isOnline } from '../offline/online-status';
import { sessionStore } from './session';

const PENDING_KEY = 'portal.platformLogoutPending';
/** the quit is a small call: waiting the platform's long timeout would keep the person at the door */
export const QUIT_TIMEOUT_MS = 8000;
/** what the platform answers when it holds no login for this browser: nothing is left to end */
const NO_PLATFORM_LOGIN = '10001';

export function isPlatformLogoutPending(): boolean {
  try {
    return localStorage.getItem(PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

function setPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_KEY, '1');
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // storage refused: the identity page is still forced for this page's next login (see startLogin)
  }
}

/** Asks the platform to end its login (token header if still held, else its own cookie); true when confirmed. */
async function quit(): Promise<boolean> {
  if (!isOnline()) return false;
  try {
    await request(
      paths.mztQuit,
      {
        // a state change: never a GET (a link on any page could otherwise log the visitor out)
        method: 'POST',
        query: { frontRedirectUrl: `${window.location.origin}/#/indexHome` },
        timeoutMs: QUIT_TIMEOUT_MS,
      },
      null,
    );
    return true;
  } catch (error) {
    return error instanceof ApiError && error.kind === 'code' && error.code === NO_PLATFORM_LOGIN;
  }
}

/**
 * Logout's platform half. Call it before wiping the device: the request leaves at once with the current
 * token, so the wipe need not wait for the answer. Resolves true when the platform confirmed.
 */
export function endPlatformLogin(): Promise<boolean> {
  setPending(true);
  return quit().then((confirmed) => {
    if (confirmed) setPending(false);
    return confirmed;
  });
}

/**
 * Completes an earlier unconfirmed platform logout. Only while nobody is logged in to the portal: the
 * call ends whatever login the platform cookie holds. Resolves true when nothing is pending any more.
 */
export async function completePendingPlatformLogout(): Promise<boolean> {
  if (!isPlatformLogoutPending()) return true;
  if (sessionStore.get().token) return false;
  const confirmed = await quit();
  if (confirmed) setPending(false);
  return confirmed;
}

/** A new login went through the identity page, which replaced the platform's earlier login. */
export function clearPlatformLogoutPending(): void {
  setPending(false);
}
