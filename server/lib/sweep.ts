// Purges what expires (sessions, tickets, captchas, SMS codes, rate-limit counters) at most every 30 s.
import type { NextFunction, Request, Response } from 'express';
import { destroySession, sessionExpired } from './auth';
import { sweepMap } from './bounded-map';
import type { DemoContext } from './context';
import { TICKET_TTL_MS } from './login-flow';

export const SWEEP_EVERY_MS = 30_000;

export function sweepExpired(ctx: DemoContext): void {
  const now = ctx.clock();
  const s = ctx.state;
  for (const session of s.sessions.values()) {
    // a login whose ticket was never redeemed in time was refused or abandoned: it leaves no session
    const unaccepted = !session.accepted && now - session.createdAt > TICKET_TTL_MS;
    if (unaccepted || sessionExpired(session, now)) destroySession(ctx, session);
  }
  s.loginStarts.sweep(now);
  sweepMap(s.tickets, now);
  sweepMap(s.captchas, now);
  sweepMap(s.sms, now);
  s.smsLimits.perPhone.sweep(now);
  s.smsLimits.perClient.sweep(now);
  s.smsLimits.siteWide.sweep(now);
  s.lastSweep = now;
}

/** Runs the sweep on the first request after the interval: no timer to keep the process alive. */
export function sweepMiddleware(ctx: DemoContext) {
  return (_req: Request, _res: Response, next: NextFunction): void => {
    if (ctx.clock() - ctx.state.lastSweep >= SWEEP_EVERY_MS) sweepExpired(ctx);
    next();
  };
}
