// The portal's cookies: HttpOnly, SameSite=Lax, path /. Over https (PORTAL_ORIGIN https://…) they are also
// Secure and `__Host-` prefixed, so no other host or sibling subdomain can plant one; the demo on
// http://localhost can have neither (browsers refuse both over http), so there the plain name is used.
import type { CookieOptions, Request } from 'express';

/** Set once by createDemoApi from the configured origin (app.locals.secureCookies). */
export function cookiesSecure(req: Request): boolean {
  return (req.app.locals as { secureCookies?: boolean }).secureCookies === true;
}

export function cookieName(req: Request, base: string): string {
  return cookiesSecure(req) ? `__Host-${base}` : base;
}

export function cookieOptions(req: Request, maxAge?: number): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: cookiesSecure(req) };
  if (maxAge !== undefined) options.maxAge = maxAge;
  return options;
}

/** The cookie's value, or undefined when absent or sent more than once (a planted copy beside the real one). */
export function singleCookie(req: Request, name: string): string | undefined {
  const header = req.get('cookie') ?? '';
  const found = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`));
  if (found.length !== 1) return undefined;
  try {
    return decodeURIComponent(found[0]!.slice(name.length + 1));
  } catch {
    return undefined;
  }
}
