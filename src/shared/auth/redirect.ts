// Post-login redirects (docs/product.md#login-and-session): only this portal's own routes;
// everything else lands on home.
import { REDIRECTABLE_PATHS } from '../config/screens';

export const HOME_PATH = '/indexHome';

/** The login platform's form of the current address: hash route kept, `?` replaced by `-`. */
export function toFrontRedirectUrl(href: string): string {
  return href.replace('?', '-');
}

function hashRouteOf(raw: string, origin: string): string | null {
  if (raw.startsWith('/')) return raw.startsWith('//') ? null : raw;
  if (raw.startsWith('#/')) return raw.slice(1);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.hash.startsWith('#/')) return null;
  return url.hash.slice(1);
}

/**
 * Returns a safe in-portal route (`/policyList?page=2`) for a redirectUrl value, or home.
 * Accepts the same-origin address with a hash route, `#/route` or `/route`, in the platform's `-` form or not.
 */
export function safeRedirectTarget(raw: unknown, origin: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return HOME_PATH;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return HOME_PATH;
  const route = hashRouteOf(raw.trim(), origin);
  if (!route) return HOME_PATH;
  let path = route;
  let query = '';
  const q = route.indexOf('?');
  if (q >= 0) {
    path = route.slice(0, q);
    query = route.slice(q + 1);
  } else {
    const dash = route.indexOf('-');
    if (dash >= 0) {
      path = route.slice(0, dash);
      query = route.slice(dash + 1);
    }
  }
  if (!REDIRECTABLE_PATHS.has(path)) return HOME_PATH;
  if (/[\s<>"'`]/.test(query)) return HOME_PATH;
  return query ? `${path}?${query}` : path;
}
