// Registers a route and records it for /__demo/endpoints (method, pattern, host, seed, auth).
import type { RequestHandler, Router } from 'express';
import { hostForPath } from '../../src/shared/api/contract';
import { requireLogin } from './auth';
import type { AuthNeed, DemoContext } from './context';

export interface RouteMeta {
  seed?: boolean;
  auth?: AuthNeed;
  assumed?: boolean;
}

export type Method = 'get' | 'post' | 'delete';

export type Register = (method: Method, path: string, meta: RouteMeta, ...handlers: RequestHandler[]) => void;

export function createRegister(ctx: DemoContext, router: Router): Register {
  return (method, path, meta, ...handlers) => {
    const auth = meta.auth ?? 'none';
    const sample = path.replace(/:[A-Za-z]+/g, '123456');
    ctx.endpoints.push({
      method: method.toUpperCase(),
      path,
      host: path.startsWith('/api/') ? hostForPath(sample) : 'demo',
      seed: meta.seed ?? false,
      auth,
      assumed: meta.assumed ?? false,
    });
    const chain = auth === 'none' ? handlers : [requireLogin(ctx, auth), ...handlers];
    router[method](path, ...chain);
  };
}
