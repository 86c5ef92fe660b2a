// The demo identity provider: GET shows the login page, POST creates the session and redirects to #/checkLogin.
import type { Request, Response } from 'express';
import { ENTERPRISE_ACCOUNTS, PERSON_ACCOUNT } from '../data/accounts';
import { createSession, destroySession, sessionFromCookie } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { ApiError } from '../lib/envelope';
import { isRecord, requestOrigin } from '../lib/http-helpers';
import { renderIdpError, renderIdpPage } from '../lib/idp-page';
import {
  callbackUrl,
  issueTicket,
  parseFrontRedirect,
  parseLoginType,
  setPlatformCookie,
} from '../lib/login-flow';
import type { Register } from '../lib/registry';

function pageError(res: Response, err: unknown): void {
  const msg = err instanceof ApiError ? err.message : '请求参数不正确';
  res.status(400).type('html').send(renderIdpError(msg));
}

export function registerIdpRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', '/__idp/login', {}, (req: Request, res: Response) => {
    try {
      const q = req.query as Record<string, unknown>;
      const loginType = parseLoginType(q.loginType);
      const front = parseFrontRedirect(q.frontRedirectUrl);
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderIdpPage(loginType, front, q.register === '1'));
    } catch (err) {
      pageError(res, err);
    }
  });

  reg('post', '/__idp/login', {}, (req: Request, res: Response) => {
    let loginType: 1 | 2;
    let front: string;
    const form = isRecord(req.body) ? req.body : {};
    try {
      loginType = parseLoginType(form.loginType);
      front = parseFrontRedirect(form.frontRedirectUrl);
    } catch (err) {
      pageError(res, err);
      return;
    }
    const origin = requestOrigin(req);
    const action = form.action;
    if (action === 'unverified') {
      res.redirect(302, callbackUrl(origin, '12', loginType, front));
      return;
    }
    if (action === 'fail') {
      res.redirect(302, callbackUrl(origin, '99', loginType, front));
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
    const previous = sessionFromCookie(ctx, req);
    if (previous) destroySession(ctx, previous);
    const session = createSession(ctx, kind, accountId);
    setPlatformCookie(res, session);
    res.redirect(302, callbackUrl(origin, '11', kind, front, issueTicket(ctx, session)));
  });
}
