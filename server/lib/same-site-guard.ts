// Refuses a state-changing request another site makes in the visitor's name (a cross-site form or fetch):
// the browser says where it came from in Sec-Fetch-Site and Origin. Tools (curl, the tests) send neither.
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(origin: string, req: Request, portalOrigin: string): boolean {
  if (origin === portalOrigin) return true;
  // the browser set both Origin and Host: the page and the server it posts to are one origin
  const host = req.get('host');
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

/** True when the browser reports that another site (or an opaque origin) sent this request. */
export function fromAnotherSite(req: Request, portalOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.get('origin');
  if (origin === undefined || origin === '') return false;
  return !ownOrigin(origin, req, portalOrigin);
}

/** True only when the browser says the portal's own page sent it (a tool sending neither header is not). */
export function fromPortalPage(req: Request, portalOrigin: string): boolean {
  if (fromAnotherSite(req, portalOrigin)) return false;
  const origin = req.get('origin');
  return req.get('sec-fetch-site') === 'same-origin' || (!!origin && ownOrigin(origin, req, portalOrigin));
}

export function sameSiteGuard(portalOrigin: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || !fromAnotherSite(req, portalOrigin(req))) {
      next();
      return;
    }
    res.status(403).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
    res.send('已拒绝：该请求来自其他网站 (refused: a request from another site)');
  };
}
