// The portal's public origin: configured (option or PORTAL_ORIGIN), else http://localhost:<this server's port>.
// Redirects and links are built from it, never from the request's Host header.
import type { Request } from 'express';

export function parseOrigin(raw: string, source: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${source} must be an origin such as https://zc.quanzhou.gov.cn (got "${raw}")`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== raw.replace(/\/$/, ''))
    throw new Error(`${source} must be an http(s) origin without path, query or credentials (got "${raw}")`);
  return url.origin;
}

export function originResolver(configured: string | undefined): (req: Request) => string {
  if (configured !== undefined && configured !== '') {
    const origin = parseOrigin(configured, 'PORTAL_ORIGIN');
    return () => origin;
  }
  return (req) => `http://localhost:${req.socket.localPort ?? 80}`;
}
