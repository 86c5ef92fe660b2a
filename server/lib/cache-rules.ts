// Which answers a browser (its HTTP cache, the service worker) may keep: only public ones. Every answer that
// carries a user's data, or depends on who asks, says `Cache-Control: no-store`, so nothing of a user stays
// on the device after logout (deploy/nginx/ says the same for a city's backends: api-cache.conf).
import type { NextFunction, Request, Response } from 'express';
import { matchesApi, offlineApi } from '../../src/shared/config/screens';

export const NO_STORE = 'no-store';

/** The public answers: the lists and details the worker keeps for offline use (the screen manifest's rows). */
export const PUBLIC_API: readonly string[] = [...offlineApi('fresh'), ...offlineApi('network')];

export const isPublicAnswer = (method: string, path: string): boolean =>
  (method === 'GET' || method === 'HEAD') && matchesApi(PUBLIC_API, path);

/** Every /api answer is no-store unless its path is one of the public ones (and those depend on no one). */
export function apiCacheRules(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/api/') && !isPublicAnswer(req.method, req.path))
    res.set('Cache-Control', NO_STORE);
  next();
}

/** The answer to this request depends on who asks (the session was looked up): never kept anywhere. */
export function answerDependsOnVisitor(req: Request): void {
  const res = req.res;
  if (res && !res.headersSent) res.set('Cache-Control', NO_STORE);
}
