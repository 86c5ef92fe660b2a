// The stored login token, without React: the page's first module asks whether a visitor is logged in
// before any other code has loaded (src/app/first-screen-calls.ts); session.ts keeps the whole session.
export const TOKEN_KEY = 'portal.token';

export function parseToken(raw: string | null): string | null {
  return raw && /^[A-Za-z0-9._~+/=-]{8,512}$/.test(raw) ? raw : null;
}

/** The device's token when it is well formed; storage that cannot be read counts as none. */
export function readStoredToken(): string | null {
  try {
    return parseToken(localStorage.getItem(TOKEN_KEY));
  } catch {
    return null;
  }
}
