// Where an attachment or an image may come from: this portal's origin or one of its configured API hosts.
// Anything else (another site, javascript:, data:, protocol-relative) is refused, on every screen.
import { appEnv } from '../config/env';

function allowedOrigins(origin: string): Set<string> {
  const origins = new Set([origin]);
  for (const base of Object.values(appEnv().hosts)) {
    if (!base) continue;
    try {
      origins.add(new URL(base).origin);
    } catch {
      // env parsing already named a bad host; it simply grants nothing here
    }
  }
  return origins;
}

/** The absolute address when it is on a trusted host, or null when it points anywhere else. */
export function trustedUrl(url: string, origin: string = globalThis.location.origin): string | null {
  const text = url.trim();
  if (text === '' || text.startsWith('//')) return null;
  try {
    const u = new URL(text, origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return allowedOrigins(origin).has(u.origin) ? u.href : null;
  } catch {
    return null;
  }
}
