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
import { accountInfo } from './db/account-store';
import {
  capSessions,
  deleteSession,
  insertSession,
  sessionByCookie,
  sessionByToken,
  touchSession,
} from './db/session-store';
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

export async function createSession(
  ctx: DemoContext,
  kind: 1 | 2,
  accountId: string,
  browser?: string,
): Promise<Session> {
  const now = ctx.clock();
  const session: Session = {
    token: randomHex(16),
    kind,
    accountId,
    createdAt: now,
    lastSeen: now,
    cookieId: randomHex(16),
    accepted: false,
    browser,
  };
  await insertSession(ctx.db, session);
  await capSessions(ctx.db, MAX_SESSIONS);
  return session;
}

export function sessionExpired(session: Session, now: number): boolean {
  return now - session.lastSeen > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_MS;
}

export async function destroySession(ctx: DemoContext, session: Session): Promise<void> {
  await deleteSession(ctx.db, session.token);
}

async function live(ctx: DemoContext, session: Session | undefined): Promise<Session | null> {
  if (!session) return null;
  const now = ctx.clock();
  if (sessionExpired(session, now)) {
    await destroySession(ctx, session);
    return null;
  }
  session.lastSeen = now;
  await touchSession(ctx.db, session.token, now);
  return session;
}

export function platformCookieId(req: Request): string | undefined {
  return parseCookies(req)[cookieName(req, SESSION_COOKIE)];
}

/** The session behind the platform cookie, whether or not the portal accepted its login yet. */
export async function anySessionFromCookie(ctx: DemoContext, req: Request): Promise<Session | null> {
  answerDependsOnVisitor(req);
  const cookieId = platformCookieId(req);
  return cookieId ? live(ctx, await sessionByCookie(ctx.db, cookieId)) : null;
}

/** The platform login behind the cookie: only one the portal accepted (redeemed its ticket) counts. */
export async function sessionFromCookie(ctx: DemoContext, req: Request): Promise<Session | null> {
  const session = await anySessionFromCookie(ctx, req);
  return session?.accepted ? session : null;
}

/** The Authorization header wins when present (even if invalid); otherwise the platform cookie. */
export async function sessionFromRequest(ctx: DemoContext, req: Request): Promise<Session | null> {
  // whatever the session is (none included), the answer is this visitor's: no cache keeps it
  answerDependsOnVisitor(req);
  const header = req.get('authorization');
  if (header !== undefined && header.trim() !== '') {
    const cipher = header.trim().replace(/^Bearer\s+/i, '');
    if (cipher.length > 1024) return null;
    const token = sm4DecryptBase64(cipher, ctx.sm4Key);
    return token ? live(ctx, await sessionByToken(ctx.db, token)) : null;
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
  return async (req: Request, res: Response, next: NextFunction) => {
    const session = await sessionFromRequest(ctx, req);
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

/** The enterprise's information as the account last saved it (the seed's at first). */
export function enterpriseInfo(ctx: DemoContext, accountId: string): Promise<EnterpriseInfo | undefined> {
  if (!ENTERPRISE_ACCOUNTS.some((a) => a.id === accountId)) return Promise.resolve(undefined);
  return accountInfo<EnterpriseInfo>(ctx.db, accountId);
}

export function personalInfo(ctx: DemoContext, accountId: string): Promise<PersonalInfo | undefined> {
  if (accountId !== PERSON_ACCOUNT.id) return Promise.resolve(undefined);
  return accountInfo<PersonalInfo>(ctx.db, accountId);
}

/** Audience a login kind may use: a person (kind 1) uses people policies (2), an enterprise (kind 2) enterprise ones (1). */
export function audienceOfKind(kind: 1 | 2): 1 | 2 {
  return kind === 1 ? 2 : 1;
}
