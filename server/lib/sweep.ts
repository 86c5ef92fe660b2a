// Purges what expires (sessions and tickets in the database; captchas, SMS codes, rate-limit counters in
// memory) at most every 30 s.
import type { NextFunction, Request, Response } from 'express';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './auth';
import { deleteExpiredSessions, deleteExpiredTickets } from './db/session-store';
import { sweepMap } from './bounded-map';
import type { DemoContext } from './context';
import { TICKET_TTL_MS } from './login-flow';

export const SWEEP_EVERY_MS = 30_000;

export async function sweepExpired(ctx: DemoContext): Promise<void> {
  const now = ctx.clock();
  const s = ctx.state;
  s.lastSweep = now;
  // a login whose ticket was never redeemed in time was refused or abandoned: it leaves no session
  await deleteExpiredSessions(ctx.db, now, SESSION_IDLE_MS, SESSION_MAX_MS, TICKET_TTL_MS);
  await deleteExpiredTickets(ctx.db, now);
  s.loginStarts.sweep(now);
  sweepMap(s.captchas, now);
  sweepMap(s.sms, now);
  s.smsLimits.perPhone.sweep(now);
  s.smsLimits.perClient.sweep(now);
  s.smsLimits.siteWide.sweep(now);
}

/** Runs the sweep on the first request after the interval: no timer to keep the process alive. */
export function sweepMiddleware(ctx: DemoContext) {
  return async (_req: Request, _res: Response, next: NextFunction): Promise<void> => {
    if (ctx.clock() - ctx.state.lastSweep >= SWEEP_EVERY_MS) await sweepExpired(ctx);
    next();
  };
}
