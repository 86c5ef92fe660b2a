// The role table (docs/product.md#audience-and-roles) over every endpoint that needs a login: which account kind may
// use it. One middleware refuses the other kind before the handler runs; tests/server/role-table.test.ts holds the
// table against the registered routes, route by route.
import type { NextFunction, Request, Response } from 'express';
import { paths } from '../../src/shared/api/paths';
import { lockerPaths } from '../../src/shared/api/locker-paths';
import { sessionFromRequest } from './auth';
import type { DemoContext } from './context';
import { fail, MSG_LOGIN_EXPIRED } from './envelope';
import { routeOf } from './route-pattern';

export type Role = 'person' | 'enterprise' | 'any';

export const MSG_PERSON_ONLY = '此功能需要使用个人账号登录';
export const MSG_ENTERPRISE_ONLY = '此功能需要使用企业账号登录';

export interface RoleRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** the Express pattern the route is registered with */
  path: string;
  role: Role;
  /** the other kind's answer where the portal already reacts to a particular one (default: 403, kind message) */
  refusal?: { code: number; msg: string };
}

const r = (
  method: RoleRoute['method'],
  path: string,
  role: Role,
  refusal?: RoleRoute['refusal'],
): RoleRoute => (refusal ? { method, path, role, refusal } : { method, path, role });
const paged = (build: (page: number, size: number) => string) => routeOf(build, 'page', 'pageSize');
/** the login guard's own answer for a personal-only route (kept: the portal treats it as an expired login) */
const PERSONAL_GUARD = { code: 403, msg: MSG_LOGIN_EXPIRED };

export const ROLE_TABLE: readonly RoleRoute[] = [
  // login and account
  r('POST', paths.mztQuit, 'any'),
  r('GET', paths.enterpriseLogin, 'any'),
  r('GET', paths.personalLoginInfo, 'person', PERSONAL_GUARD),
  r('POST', paths.personInfoSave, 'person', PERSONAL_GUARD),
  r('POST', paths.countyInfo, 'enterprise', { code: 400, msg: '仅企业用户可设置所属区域' }),
  r('POST', paths.updateBankAccount, 'enterprise', { code: 400, msg: '仅企业用户可修改对公银行账户' }),
  r('GET', routeOf(paths.bankAccountChanges, 'id', 'page', 'pageSize'), 'enterprise', {
    code: 400,
    msg: '仅企业用户可查看银行账户变更记录',
  }),
  // matching: the questionnaire is a person's, enterprise matching an enterprise's
  r('POST', paths.formSubmit, 'person'),
  r('GET', paths.formRecord, 'person'),
  r('GET', paths.policyMatchingResult, 'person'),
  r('GET', paged(paths.enterpriseMatchingPage), 'enterprise', {
    code: 400,
    msg: '当前为个人账号，请使用企业账号登录',
  }),
  // applying and receiving (each policy's audience is checked by its handler)
  r('POST', routeOf(paths.freeReceive, 'id'), 'any'),
  r('GET', routeOf(paths.applyContext, 'policyId'), 'any'),
  r('POST', paths.applyFileUpload, 'any'),
  r('GET', routeOf(paths.applyFile, 'fileId'), 'any'),
  r('POST', paths.applySubmit, 'any'),
  r('POST', paths.applyResubmit, 'any'),
  r('GET', routeOf(paths.myApplyDetail, 'id'), 'any'),
  r('GET', routeOf(paths.applyDraft, 'policyId'), 'any'),
  r('POST', routeOf(paths.applyDraft, 'policyId'), 'any'),
  r('DELETE', routeOf(paths.applyDraft, 'policyId'), 'any'),
  // consultation: both may ask (a person reads the reply in a message); the list is the enterprise's centre
  r('POST', paths.imgFile, 'any'),
  r('POST', routeOf(paths.consult, 'authCode'), 'any'),
  r('GET', paged(paths.myConsultPage), 'enterprise'),
  r('GET', routeOf(paths.myConsultDetail, 'id'), 'enterprise'),
  // user centre
  r('GET', paged(paths.myApplyPage), 'any'),
  r('GET', paged(paths.myEnjoyPage), 'any'),
  r('GET', routeOf(paths.myReceipt, 'policyId'), 'any'),
  r('GET', paged(paths.myMessagePage), 'any'),
  r('POST', paths.myMessageRead, 'any'),
  r('GET', paths.myContact, 'any'),
  r('GET', paged(paths.myUrgePage), 'enterprise'),
  r('POST', paths.urgeSubmit, 'enterprise'),
  r('GET', paged(paths.projectPage), 'enterprise'),
  r('GET', routeOf(paths.projectDetail, 'id'), 'enterprise'),
  r('POST', paths.projectSave, 'enterprise'),
  // 我的材料: persons and enterprises each keep their own
  r('GET', lockerPaths.list, 'any'),
  r('POST', lockerPaths.upload, 'any'),
  r('POST', lockerPaths.keep, 'any'),
  r('POST', lockerPaths.rename, 'any'),
  r('POST', lockerPaths.replace, 'any'),
  r('POST', lockerPaths.remove, 'any'),
  r('POST', lockerPaths.licence, 'any'),
];

function patternRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

const MATCHERS = ROLE_TABLE.filter((e) => e.role !== 'any').map((e) => ({ ...e, re: patternRegExp(e.path) }));

/** Mounted on /api before the routes: a logged-in account of the other kind is refused; no login is the guard's. */
export function roleGuard(ctx: DemoContext) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const path = req.originalUrl.split('?')[0] ?? '';
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const entry = MATCHERS.find((m) => m.method === method && m.re.test(path));
    const found = entry
      ? await sessionFromRequest(ctx, req).then(
          (s) => ({ s }),
          (error: unknown) => ({ error }),
        )
      : null;
    if (found && 'error' in found) {
      next(found.error);
      return;
    }
    const session = found?.s ?? null;
    if (!entry || !session || (entry.role === 'person') === (session.kind === 1)) {
      next();
      return;
    }
    const refusal = entry.refusal ?? {
      code: 403,
      msg: entry.role === 'person' ? MSG_PERSON_ONLY : MSG_ENTERPRISE_ONLY,
    };
    fail(res, refusal.code, refusal.msg);
  };
}
