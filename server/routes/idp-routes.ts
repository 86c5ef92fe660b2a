// The demo identity provider: GET shows the login page, POST creates the session and redirects to #/checkLogin.
import type { Request, Response } from 'express';
import { ENTERPRISE_ACCOUNTS, PERSON_ACCOUNT } from '../data/accounts';
import { anySessionFromCookie, createSession, destroySession } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { ApiError } from '../lib/envelope';
import { isRecord } from '../lib/http-helpers';
import { renderIdpError, renderIdpPage } from '../lib/idp-page';
import {
  sessionBrowser,
  callbackUrl,
  issueTicket,
  parseFrontRedirect,
  parseLoginState,
  parseLoginType,
  setPlatformCookie,
  takeLoginStart,
} from '../lib/login-flow';
import type { Register } from '../lib/registry';

export const MSG_NOT_STARTED =
  '这次登录不是由本门户发起的，或已超过30分钟，已拒绝。请回到门户重新点击“登录”。';

function pageError(res: Response, err: unknown): void {
  const msg = err instanceof ApiError ? err.message : '请求参数不正确';
  res.status(400).type('html').send(renderIdpError(msg));
}

export function registerIdpRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', '/__idp/login', {}, (req: Request, res: Response) => {
    try {
      const q = req.query as Record<string, unknown>;
      const login = {
        loginType: parseLoginType(q.loginType),
        front: parseFrontRedirect(q.frontRedirectUrl),
        state: parseLoginState(q.state),
        register: q.register === '1',
      };
      res.set('Cache-Control', 'no-store').type('html').send(renderIdpPage(login));
    } catch (err) {
      pageError(res, err);
    }
  });

  reg('post', '/__idp/login', {}, async (req: Request, res: Response) => {
    let loginType: 1 | 2;
    let front: string;
    let state: string;
    const form = isRecord(req.body) ? req.body : {};
    try {
      loginType = parseLoginType(form.loginType);
      front = parseFrontRedirect(form.frontRedirectUrl);
      state = parseLoginState(form.state);
    } catch (err) {
      pageError(res, err);
      return;
    }
    // only a login this portal started in this browser (its state, one-time) is carried out: a form
    // another site submits, or a replayed one, leaves no session and no platform cookie behind
    if (!takeLoginStart(ctx, req, state)) {
      res.status(403).set('Cache-Control', 'no-store').type('html').send(renderIdpError(MSG_NOT_STARTED));
      return;
    }
    const origin = ctx.origin(req);
    const action = form.action;
    if (action === 'unverified' || action === 'fail') {
      const code = action === 'unverified' ? '12' : '99';
      res.redirect(302, callbackUrl(origin, { code, kind: loginType, front, state }));
      return;
    }
    let kind: 1 | 2;
    let accountId: string;
    if (action === 'person') {
      kind = 1;
      accountId = PERSON_ACCOUNT.id;
    } else if (action === 'enterprise') {
      const account = ENTERPRISE_ACCOUNTS.find((a) => a.id === form.enterpriseId);
      if (!account) {
        res.status(400).type('html').send(renderIdpError('请选择有效的演示企业账号'));
        return;
      }
      kind = 2;
      accountId = account.id;
    } else {
      res.status(400).type('html').send(renderIdpError('未知的登录操作'));
      return;
    }
    const previous = await anySessionFromCookie(ctx, req);
    if (previous) await destroySession(ctx, previous);
    const session = await createSession(ctx, kind, accountId, sessionBrowser(req, res));
    setPlatformCookie(res, session);
    const ticket = await issueTicket(ctx, session);
    res.redirect(302, callbackUrl(origin, { code: '11', kind, front, state, ticket }));
  });
}
