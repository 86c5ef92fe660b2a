// Sessions of the identity stand-in: SM4 Authorization header or the platform cookie, and the login guard.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { EnterpriseInfo, PersonalInfo } from '../../src/shared/api/contract';
import { sm4DecryptBase64 } from '../../src/shared/api/sm4';
import { ENTERPRISE_ACCOUNTS, PERSON_ACCOUNT } from '../data/accounts';
import { answerDependsOnVisitor } from './cache-rules';
import { cookieName } from './cookie-policy';
import type { AuthNeed, DemoContext } from './context';
import { fail, MSG_LOGIN_EXPIRED, MSG_PLATFORM_EXPIRED } from './envelope';
import type { Session } from './state';

export const SESSION_COOKIE = 'qz_mzt_sid';
export const SESSION_IDLE_MS = 2 * 3600 * 1000;
/** a session ends after this however active it is */
export const SESSION_MAX_MS = 12 * 3600 * 1000;
/** beyond this many live sessions the oldest is dropped, so anonymous logins cannot grow memory */
export const MAX_SESSIONS = 20_000;

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function parseCookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = '';
    }
  }
  return out;
}

export function createSession(ctx: DemoContext, kind: 1 | 2, accountId: string): Session {
  const now = ctx.clock();
  const session: Session = {
    token: randomHex(16),
    kind,
    accountId,
    createdAt: now,
    lastSeen: now,
    cookieId: randomHex(16),
    accepted: false,
  };
  ctx.state.sessions.set(session.token, session);
  ctx.state.cookies.set(session.cookieId, session.token);
  while (ctx.state.sessions.size > MAX_SESSIONS) {
    const oldest = ctx.state.sessions.values().next();
    if (oldest.done) break;
    destroySession(ctx, oldest.value);
  }
  return session;
}

export function sessionExpired(session: Session, now: number): boolean {
  return now - session.lastSeen > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_MS;
}

export function destroySession(ctx: DemoContext, session: Session): void {
  ctx.state.sessions.delete(session.token);
  ctx.state.cookies.delete(session.cookieId);
}

function live(ctx: DemoContext, token: string | undefined): Session | null {
  if (!token) return null;
  const session = ctx.state.sessions.get(token);
  if (!session) return null;
  const now = ctx.clock();
  if (sessionExpired(session, now)) {
    destroySession(ctx, session);
    return null;
  }
  session.lastSeen = now;
  return session;
}

export function platformCookieId(req: Request): string | undefined {
  return parseCookies(req)[cookieName(req, SESSION_COOKIE)];
}

/** The session behind the platform cookie, whether or not the portal accepted its login yet. */
export function anySessionFromCookie(ctx: DemoContext, req: Request): Session | null {
  answerDependsOnVisitor(req);
  const cookieId = platformCookieId(req);
  return cookieId ? live(ctx, ctx.state.cookies.get(cookieId)) : null;
}

/** The platform login behind the cookie: only one the portal accepted (redeemed its ticket) counts. */
export function sessionFromCookie(ctx: DemoContext, req: Request): Session | null {
  const session = anySessionFromCookie(ctx, req);
  return session?.accepted ? session : null;
}

/** The Authorization header wins when present (even if invalid); otherwise the platform cookie. */
export function sessionFromRequest(ctx: DemoContext, req: Request): Session | null {
  // whatever the session is (none included), the answer is this visitor's: no cache keeps it
  answerDependsOnVisitor(req);
  const header = req.get('authorization');
  if (header !== undefined && header.trim() !== '') {
    const cipher = header.trim().replace(/^Bearer\s+/i, '');
    if (cipher.length > 1024) return null;
    return live(ctx, sm4DecryptBase64(cipher, ctx.sm4Key) ?? undefined);
  }
  return sessionFromCookie(ctx, req);
}

export function isPlatformPath(path: string): boolean {
  return path.startsWith('/api/sj/');
}

export function rejectLogin(req: Request, res: Response): void {
  if (isPlatformPath(req.path)) fail(res, '10001', MSG_PLATFORM_EXPIRED);
  else fail(res, 403, MSG_LOGIN_EXPIRED);
}

export function requireLogin(ctx: DemoContext, need: AuthNeed): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const session = sessionFromRequest(ctx, req);
    const kindOk =
      need === 'login' ||
      (need === 'personal' && session?.kind === 1) ||
      (need === 'enterprise' && session?.kind === 2);
    if (!session || !kindOk) {
      rejectLogin(req, res);
      return;
    }
    res.locals.session = session;
    next();
  };
}

export function sessionOf(res: Response): Session {
  const session = res.locals.session as Session | undefined;
  if (!session) throw new Error('route registered without a login guard');
  return session;
}

export function enterpriseInfo(ctx: DemoContext, accountId: string): EnterpriseInfo | undefined {
  const stored = ctx.state.enterprises.get(accountId);
  if (stored) return stored;
  const account = ENTERPRISE_ACCOUNTS.find((a) => a.id === accountId);
  if (!account) return undefined;
  const copy = { ...account.info };
  ctx.state.enterprises.set(accountId, copy);
  return copy;
}

export function personalInfo(ctx: DemoContext, accountId: string): PersonalInfo | undefined {
  const stored = ctx.state.persons.get(accountId);
  if (stored) return stored;
  if (accountId !== PERSON_ACCOUNT.id) return undefined;
  const copy = { ...PERSON_ACCOUNT.info };
  ctx.state.persons.set(accountId, copy);
  return copy;
}

/** Audience a login kind may use: a person (kind 1) uses people policies (2), an enterprise (kind 2) enterprise ones (1). */
export function audienceOfKind(kind: 1 | 2): 1 | 2 {
  return kind === 1 ? 2 : 1;
}
