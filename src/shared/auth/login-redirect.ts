// Sending the browser to the provincial identity platform (login, registration). Used by every
// feature that asks a visitor to log in, so it lives below the features.
import { paths } from '../api/paths';
import { request } from '../api/http';
import { text } from '../api/schema';
import type { LoginType } from '../api/contract';
import { createLoginState } from './login-state';
import { completePendingPlatformLogout } from './platform-logout';
import { sessionStore } from './session';
import { toFrontRedirectUrl } from './redirect';
import { city } from '../config/city';

/** Only this origin or a configured platform origin may receive the browser. */
export function isSafeNavigation(url: string, origin: string): boolean {
  try {
    const u = new URL(url, origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
    return u.origin === origin || (city.trustedOrigins as readonly string[]).includes(u.origin);
  } catch {
    return false;
  }
}

const refusedListeners = new Set<() => void>();

/** Called when the platform answers a login address the portal refuses to open (the app shows a message). */
export function onLoginUrlRefused(listener: () => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

async function leaveFor(path: string, query: Record<string, string | number>): Promise<boolean> {
  try {
    const target = await request(path, { query }, text);
    if (!isSafeNavigation(target, window.location.origin)) {
      refusedListeners.forEach((listener) => listener());
      return false;
    }
    window.location.assign(target);
    return true;
  } catch {
    // the failure was already published to the error reactions; the user stays where they are
    return false;
  }
}

/**
 * Leaves for the provincial identity platform, which comes back to /checkLogin. False when it could not.
 * An earlier logout the platform never confirmed is completed first; while it stays unconfirmed the
 * identity page is always shown (mztLogin), never a silent login with the platform's old cookie.
 */
export async function startLogin(
  kind: LoginType,
  returnHref: string = window.location.href,
): Promise<boolean> {
  const previousUserGone = await completePendingPlatformLogout();
  sessionStore.setRequestedKind(kind);
  return leaveFor(previousUserGone ? paths.loginCheck : paths.mztLogin, {
    frontRedirectUrl: toFrontRedirectUrl(returnHref),
    loginType: kind,
    state: createLoginState(),
  });
}

/** The provincial platform's registration (the identity page offers it). */
export function startRegistration(kind: LoginType = 1): Promise<boolean> {
  return leaveFor(paths.mztLogin, {
    frontRedirectUrl: toFrontRedirectUrl(window.location.href),
    loginType: kind,
    register: 1,
    state: createLoginState(),
  });
}
