// Shared pieces of the identity stand-in: login types, IdP and callback URLs, one-time tickets.
import type { Response } from 'express';
import type { DemoContext } from './context';
import { randomHex, SESSION_COOKIE, SESSION_IDLE_MS } from './auth';
import { badRequest } from './envelope';
import type { Session } from './state';

export const TICKET_TTL_MS = 5 * 60 * 1000;

export function parseLoginType(raw: unknown): 1 | 2 {
  if (raw === undefined || raw === '') return 1;
  if (raw === '1' || raw === 1) return 1;
  if (raw === '2' || raw === 2) return 2;
  throw badRequest('登录类型 loginType 只能是1（个人）或2（企业）');
}

export function parseFrontRedirect(raw: unknown): string {
  if (raw === undefined) return '';
  if (typeof raw !== 'string') throw badRequest('参数 frontRedirectUrl 格式不正确');
  if (raw.length > 2000) throw badRequest('参数 frontRedirectUrl 过长');
  return raw;
}

export function idpUrl(origin: string, loginType: 1 | 2, front: string, register = false): string {
  const registerPart = register ? '&register=1' : '';
  return `${origin}/__idp/login?loginType=${loginType}${registerPart}&frontRedirectUrl=${encodeURIComponent(front)}`;
}

/** `<origin>/#/checkLogin?code=&ticket=&kind=&redirectUrl=`; origin always comes from the request's Host. */
export function callbackUrl(
  origin: string,
  code: '11' | '12' | '99',
  kind: 1 | 2,
  front: string,
  ticket?: string,
): string {
  const ticketPart = ticket ? `&ticket=${ticket}` : '';
  return `${origin}/#/checkLogin?code=${code}${ticketPart}&kind=${kind}&redirectUrl=${encodeURIComponent(front)}`;
}

export function issueTicket(ctx: DemoContext, session: Session): string {
  const ticket = randomHex(16);
  ctx.state.tickets.set(ticket, { token: session.token, expiresAt: Date.now() + TICKET_TTL_MS });
  return ticket;
}

/** One-time: the ticket is removed whether or not its session is still alive. */
export function redeemTicket(ctx: DemoContext, ticket: string): Session | null {
  const entry = ctx.state.tickets.get(ticket);
  if (!entry) return null;
  ctx.state.tickets.delete(ticket);
  if (entry.expiresAt < Date.now()) return null;
  return ctx.state.sessions.get(entry.token) ?? null;
}

export function setPlatformCookie(res: Response, session: Session): void {
  res.cookie(SESSION_COOKIE, session.cookieId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_IDLE_MS,
  });
}

export function clearPlatformCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
}
