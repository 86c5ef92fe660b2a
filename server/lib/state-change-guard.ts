// Only the portal itself changes state: one table of the /api requests that are not plain reads, and one
// middleware that lets such a request through only from the portal's own origin and, where the route is for a
// logged-in user, only with the portal's Authorization header (the platform cookie alone never acts).
import type { NextFunction, Request, Response } from 'express';
import { paths } from '../../src/shared/api/paths';
import { lockerPaths } from '../../src/shared/api/locker-paths';
import { isPlatformPath } from './auth';
import { fail, MSG_LOGIN_EXPIRED, MSG_PLATFORM_EXPIRED } from './envelope';
import { routeOf } from './route-pattern';
import { fromAnotherSite, fromPortalPage } from './same-site-guard';

/**
 * - `signed-in`: a logged-in user's change; needs the Authorization header (the cookie alone is refused).
 * - `anyone`: an anonymous change (SMS code, access log); needs only the portal's origin.
 * - `platform-quit`: ends the platform login; the header, or the cookie with proof the portal's page sent it
 *   (a logout the platform did not confirm is finished later, when the portal no longer holds a token).
 * - `read`: a search sent as POST; it changes nothing.
 */
export type StateChangeNeed = 'signed-in' | 'anyone' | 'platform-quit' | 'read';

export interface StateChangeRoute {
  method: 'POST' | 'DELETE';
  /** the Express pattern the route is registered with */
  path: string;
  need: StateChangeNeed;
}

const route = (method: 'POST' | 'DELETE', path: string, need: StateChangeNeed): StateChangeRoute => ({
  method,
  path,
  need,
});

/** Every /api route registered with a method other than GET (tests/server/state-change.test.ts holds it so). */
export const STATE_CHANGE_ROUTES: readonly StateChangeRoute[] = [
  route('POST', paths.mztQuit, 'platform-quit'),
  route('POST', paths.countyInfo, 'signed-in'),
  route('POST', paths.updateBankAccount, 'signed-in'),
  route('POST', paths.formSubmit, 'signed-in'),
  route('POST', routeOf(paths.freeReceive, 'id'), 'signed-in'),
  route('POST', paths.imgFile, 'signed-in'),
  route('POST', routeOf(paths.consult, 'authCode'), 'signed-in'),
  route('POST', paths.urgeSubmit, 'signed-in'),
  route('POST', paths.myMessageRead, 'signed-in'),
  route('POST', paths.projectSave, 'signed-in'),
  route('POST', paths.personInfoSave, 'signed-in'),
  route('POST', paths.applyFileUpload, 'signed-in'),
  route('POST', paths.applySubmit, 'signed-in'),
  route('POST', paths.applyResubmit, 'signed-in'),
  route('POST', routeOf(paths.applyDraft, 'policyId'), 'signed-in'),
  route('DELETE', routeOf(paths.applyDraft, 'policyId'), 'signed-in'),
  route('POST', lockerPaths.upload, 'signed-in'),
  route('POST', lockerPaths.keep, 'signed-in'),
  route('POST', lockerPaths.rename, 'signed-in'),
  route('POST', lockerPaths.replace, 'signed-in'),
  route('POST', lockerPaths.remove, 'signed-in'),
  route('POST', lockerPaths.licence, 'signed-in'),
  route('POST', paths.sendCode, 'anyone'),
  route('POST', paths.pcLoginStatus, 'anyone'),
  route('POST', paths.accessLog, 'anyone'),
  route('POST', routeOf(paths.personalPolicyPage, 'page', 'pageSize'), 'read'),
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function patternRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

const MATCHERS = STATE_CHANGE_ROUTES.map((r) => ({ ...r, re: patternRegExp(r.path) }));

/** What a non-GET request to this /api path needs; a route missing from the table is treated as `signed-in`. */
export function stateChangeNeed(method: string, path: string): StateChangeNeed {
  return MATCHERS.find((m) => m.method === method && m.re.test(path))?.need ?? 'signed-in';
}

function hasAuthorization(req: Request): boolean {
  return (req.get('authorization') ?? '').trim() !== '';
}

export const MSG_FOREIGN_SITE = '已拒绝：该请求来自其他网站 (refused: a request from another site)';

/** Mounted on /api before the routes (req.originalUrl keeps the full path there). */
export function stateChangeGuard(portalOrigin: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const path = req.originalUrl.split('?')[0] ?? '';
    const need = stateChangeNeed(req.method, path);
    if (need === 'read') {
      next();
      return;
    }
    if (fromAnotherSite(req, portalOrigin(req))) {
      res.status(403).set('Cache-Control', 'no-store').json({ code: 403, msg: MSG_FOREIGN_SITE, data: null });
      return;
    }
    const allowed =
      need === 'anyone' ||
      hasAuthorization(req) ||
      (need === 'platform-quit' && fromPortalPage(req, portalOrigin(req)));
    if (!allowed) {
      // the answer a missing login gets (code 403, or '10001' on the platform host): the cookie is no login here
      res.set('Cache-Control', 'no-store');
      if (isPlatformPath(path)) fail(res, '10001', MSG_PLATFORM_EXPIRED);
      else fail(res, 403, MSG_LOGIN_EXPIRED);
      return;
    }
    next();
  };
}
