// The one-time value that binds a login callback to the browser tab that started the login: the
// identity platform hands it back, and a callback without the matching value is refused (login CSRF).
const LOGIN_STATE_KEY = 'portal.loginState';
const STATE_RE = /^[A-Za-z0-9_-]{16,128}$/;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Creates and keeps (in this tab's session storage) the state for the login about to start. */
export function createLoginState(): string {
  const state = randomState();
  try {
    sessionStorage.setItem(LOGIN_STATE_KEY, state);
  } catch {
    // storage refused (private mode): the callback will be refused and say why
  }
  return state;
}

/** Reads and forgets the kept state: each one answers a single callback. */
export function takeLoginState(): string | null {
  try {
    const state = sessionStorage.getItem(LOGIN_STATE_KEY);
    sessionStorage.removeItem(LOGIN_STATE_KEY);
    return state && STATE_RE.test(state) ? state : null;
  } catch {
    return null;
  }
}

/** True only when the callback carries exactly the state this tab kept. */
export function loginStateMatches(kept: string | null, returned: string): boolean {
  return kept !== null && returned.length === kept.length && returned === kept;
}
