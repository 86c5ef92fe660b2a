// Login and session endpoints (docs/product.md#login-and-session) and sibling-system links.
import type { Request, Response } from 'express';
import type { PcLoginStatus, SystemInfo, UserInfo } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { ticketExchangeSchema } from '../../src/shared/api/schemas/account';
import { countyChoiceSchema } from '../../src/shared/api/schemas/centre-bodies';
import { SYSTEM_CODES } from '../data/catalog';
import { findStreet } from '../data/regions';
import {
  anySessionFromCookie,
  destroySession,
  enterpriseInfo,
  personalInfo,
  platformCookieId,
  sessionFromCookie,
  sessionFromRequest,
  sessionOf,
} from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { ApiError, badRequest, ok } from '../lib/envelope';
import { bodyAs, query } from '../lib/http-helpers';
import {
  callbackUrl,
  clearPlatformCookie,
  idpUrl,
  issueTicket,
  madeInThisBrowser,
  parseFrontRedirect,
  parseLoginState,
  parseLoginType,
  redeemTicket,
  rememberLoginStart,
  type LoginRequest,
} from '../lib/login-flow';
import { assertRegionOpen } from '../lib/region-rule';
import type { Register } from '../lib/registry';
import { saveAccountInfo } from '../lib/db/account-store';

function loginRequest(req: Request): LoginRequest {
  return {
    loginType: parseLoginType(query(req, 'loginType')),
    front: parseFrontRedirect(query(req, 'frontRedirectUrl')),
    state: parseLoginState(query(req, 'state')),
    register: query(req, 'register') === '1',
  };
}

export function registerSessionRoutes(ctx: DemoContext, reg: Register): void {
  reg('get', paths.systemInfo, { seed: true }, (req: Request, res: Response) => {
    const origin = ctx.origin(req);
    const list: SystemInfo[] = SYSTEM_CODES.map((s) => ({
      systemCode: s.code,
      pcUrl: `${origin}/__demo/sites/${s.code}`,
    }));
    ok(res, list);
  });

  reg('get', paths.mztLogin, {}, (req, res) => {
    const login = loginRequest(req);
    rememberLoginStart(ctx, req, res, login);
    ok(res, idpUrl(ctx.origin(req), login));
  });

  reg('get', paths.loginCheck, {}, async (req, res) => {
    const login = { ...loginRequest(req), register: false };
    const origin = ctx.origin(req);
    // a platform login the portal never accepted (its callback was refused or never came) is ended,
    // not turned into a silent login
    const pending = await anySessionFromCookie(ctx, req);
    if (pending && !pending.accepted) {
      await destroySession(ctx, pending);
      clearPlatformCookie(res);
    }
    const session = await sessionFromCookie(ctx, req);
    // only a login this browser made: a platform cookie another page of the site planted is not reused
    if (session && session.kind === login.loginType && madeInThisBrowser(req, session)) {
      const { front, state } = login;
      ok(
        res,
        callbackUrl(origin, {
          code: '11',
          kind: session.kind,
          front,
          state,
          ticket: await issueTicket(ctx, session),
        }),
      );
      return;
    }
    rememberLoginStart(ctx, req, res, login);
    ok(res, idpUrl(origin, login));
  });

  reg('post', paths.mztQuit, { auth: 'login' }, async (req, res) => {
    parseFrontRedirect(query(req, 'frontRedirectUrl'));
    await destroySession(ctx, sessionOf(res));
    const cookieSession = await anySessionFromCookie(ctx, req);
    if (cookieSession) await destroySession(ctx, cookieSession);
    clearPlatformCookie(res);
    ok(res, `${ctx.origin(req)}/#/loginOutTtransit`, '退出成功');
  });

  reg('get', paths.loginStatus, {}, async (req, res) => {
    ok(res, (await sessionFromRequest(ctx, req))?.kind ?? 4);
  });

  // the ticket is exchanged by POST (its body), so it stays out of every access log; a GET only reports status
  reg('post', paths.pcLoginStatus, {}, async (req, res) => {
    const { ticket } = bodyAs(req, ticketExchangeSchema);
    const session = await redeemTicket(ctx, ticket, platformCookieId(req));
    if (session) {
      const answer: PcLoginStatus = { loginStatus: session.kind, token: session.token };
      ok(res, answer);
      return;
    }
    const current = await sessionFromRequest(ctx, req);
    const answer: PcLoginStatus = { loginStatus: current?.kind ?? 4 };
    ok(res, answer);
  });

  reg('get', paths.pcLoginStatus, {}, async (req, res) => {
    const session = await sessionFromRequest(ctx, req);
    const answer: PcLoginStatus = { loginStatus: session?.kind ?? 4 };
    ok(res, answer);
  });

  reg('get', paths.personalLoginInfo, { auth: 'personal', seed: true }, async (_req, res) => {
    const { accountId } = sessionOf(res);
    const info = await personalInfo(ctx, accountId);
    if (!info) throw new ApiError(403, '登录已失效，请重新登录');
    // the platform's stable id of the account: the device keeps its drafts under a hash of it
    ok(res, { ...info, accountId });
  });

  reg('get', paths.enterpriseLogin, { auth: 'login', seed: true }, async (_req, res) => {
    const session = sessionOf(res);
    if (session.kind === 2) {
      const info = await enterpriseInfo(ctx, session.accountId);
      if (!info) throw new ApiError(403, '登录已失效，请重新登录');
      ok(res, { ...info, accountId: session.accountId });
      return;
    }
    const person = await personalInfo(ctx, session.accountId);
    const info: UserInfo = { userName: person?.userName ?? '', countyCode: person?.countyCode };
    ok(res, { ...info, accountId: session.accountId });
  });

  reg('post', paths.countyInfo, { auth: 'login' }, async (req, res) => {
    const session = sessionOf(res);
    if (session.kind !== 2) throw badRequest('仅企业用户可设置所属区域');
    const { countyCode: code } = bodyAs(req, countyChoiceSchema);
    if (!findStreet(code)) throw badRequest('所选街道（乡镇）不存在，请重新选择');
    const info = await enterpriseInfo(ctx, session.accountId);
    if (!info) throw new ApiError(403, '登录已失效，请重新登录');
    assertRegionOpen(info);
    info.countyCode = code;
    await saveAccountInfo(ctx.db, session.accountId, info);
    ok(res, { countyCode: code }, '修改成功');
  });
}
