// Shared pieces of the identity stand-in: login types, IdP and callback URLs, one-time tickets.
import type { Request, Response } from 'express';
import type { DemoContext } from './context';
import { destroySession, randomHex, SESSION_COOKIE, SESSION_IDLE_MS } from './auth';
import { cookieName, cookieOptions, singleCookie } from './cookie-policy';
import { acceptSession, capTickets, insertTicket, sessionByToken, takeTicket } from './db/session-store';
import { badRequest } from './envelope';
import type { Session } from './state';

export const TICKET_TTL_MS = 5 * 60 * 1000;
export const MAX_TICKETS = 20_000;
/** how long the identity page waits for the visitor to choose after the portal started the login */
export const LOGIN_START_TTL_MS = 30 * 60 * 1000;
/** names the browser that started a login: the identity page and loginCheck read it (another site's POST never) */
export const LOGIN_START_COOKIE = 'qz_login_start';
const BROWSER_ID = /^[0-9a-f]{32}$/;

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

/** The portal's one-time login state: passed through untouched, so it must be plain and short. */
export function parseLoginState(raw: unknown): string {
  if (raw === undefined || raw === '') return '';
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(raw))
    throw badRequest('参数 state 格式不正确');
  return raw;
}

export interface LoginRequest {
  loginType: 1 | 2;
  front: string;
  state: string;
  register?: boolean;
}

export function idpUrl(origin: string, login: LoginRequest): string {
  const registerPart = login.register ? '&register=1' : '';
  const statePart = login.state ? `&state=${login.state}` : '';
  return `${origin}/__idp/login?loginType=${login.loginType}${registerPart}${statePart}&frontRedirectUrl=${encodeURIComponent(login.front)}`;
}

export interface CallbackParams {
  code: '11' | '12' | '99';
  kind: 1 | 2;
  front: string;
  state: string;
  ticket?: string;
}

/** `<origin>/#/checkLogin?code=&ticket=&kind=&state=&redirectUrl=`; origin is the configured one. */
export function callbackUrl(origin: string, p: CallbackParams): string {
  const ticketPart = p.ticket ? `&ticket=${p.ticket}` : '';
  const statePart = p.state ? `&state=${p.state}` : '';
  return `${origin}/#/checkLogin?code=${p.code}${ticketPart}&kind=${p.kind}${statePart}&redirectUrl=${encodeURIComponent(p.front)}`;
}

/** A ticket only the browser holding this session's platform cookie can redeem. */
export async function issueTicket(ctx: DemoContext, session: Session): Promise<string> {
  const ticket = randomHex(16);
  await insertTicket(ctx.db, ticket, {
    token: session.token,
    cookieId: session.cookieId,
    expiresAt: ctx.clock() + TICKET_TTL_MS,
  });
  await capTickets(ctx.db, MAX_TICKETS);
  return ticket;
}

/**
 * Records the portal's start of a login (its state) for the browser asking, so that the identity page
 * logs in only for a login this portal started in this browser. Without a state nothing is recorded.
 */
export function rememberLoginStart(ctx: DemoContext, req: Request, res: Response, login: LoginRequest): void {
  if (!login.state) return;
  const browser = keepBrowserId(req, res);
  ctx.state.loginStarts.set(
    login.state,
    { browser, loginType: login.loginType },
    ctx.clock() + LOGIN_START_TTL_MS,
  );
}

/** This browser's id from its login-start cookie (one copy only), else a new one set now. */
function keepBrowserId(req: Request, res: Response): string {
  const kept = singleCookie(req, cookieName(req, LOGIN_START_COOKIE));
  const browser = kept && BROWSER_ID.test(kept) ? kept : randomHex(16);
  res.cookie(cookieName(req, LOGIN_START_COOKIE), browser, cookieOptions(req, LOGIN_START_TTL_MS));
  return browser;
}

/** The browser a new platform session belongs to: the one whose login start (or demo login) makes it. */
export function sessionBrowser(req: Request, res: Response): string {
  return keepBrowserId(req, res);
}

/**
 * True when this browser made the session: the login-start cookie it sends (exactly one copy) is the one the
 * session was made with. A platform cookie planted by another page of the site names a session made elsewhere.
 */
export function madeInThisBrowser(req: Request, session: Session): boolean {
  const browser = singleCookie(req, cookieName(req, LOGIN_START_COOKIE));
  return session.browser !== undefined && browser === session.browser;
}

/** One-time: true when this browser's portal started a login with this state (and it has not expired). */
export function takeLoginStart(ctx: DemoContext, req: Request, state: string): boolean {
  if (!state) return false;
  const start = ctx.state.loginStarts.take(state, ctx.clock());
  const browser = singleCookie(req, cookieName(req, LOGIN_START_COOKIE));
  return start !== undefined && browser !== undefined && start.browser === browser;
}

/**
 * One-time: the ticket is removed whether or not it is redeemed. It yields the session only before
 * it expires and only to the browser whose platform cookie it was issued for (login CSRF); the portal
 * redeeming it is what makes the login one loginCheck may reuse. A refused redemption ends a login the
 * portal never accepted, so no platform session is left behind by it.
 */
export async function redeemTicket(
  ctx: DemoContext,
  ticket: string,
  cookieId: string | undefined,
): Promise<Session | null> {
  const entry = await takeTicket(ctx.db, ticket);
  if (!entry) return null;
  const session = (await sessionByToken(ctx.db, entry.token)) ?? null;
  if (entry.expiresAt <= ctx.clock() || !cookieId || entry.cookieId !== cookieId) {
    if (session && !session.accepted) await destroySession(ctx, session);
    return null;
  }
  if (session) {
    session.accepted = true;
    await acceptSession(ctx.db, session.token);
  }
  return session;
}

export function setPlatformCookie(res: Response, session: Session): void {
  res.cookie(cookieName(res.req, SESSION_COOKIE), session.cookieId, cookieOptions(res.req, SESSION_IDLE_MS));
}

export function clearPlatformCookie(res: Response): void {
  res.clearCookie(cookieName(res.req, SESSION_COOKIE), cookieOptions(res.req));
}
