// Assumed user-centre endpoints: my applications, enjoyed policies, urges, consultations, messages, projects.
import { reasonOf } from '../lib/apply-history';
import type { Response } from 'express';
import { assertRoomFor, assertRoomForProject } from '../lib/account-limits';
import type {
  ConsultContact,
  ConsultDetail,
  EnjoyPage,
  EnterpriseProject,
  UrgeRecord,
} from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { contactOf, findAccount } from '../data/accounts';
import { findCounty } from '../data/regions';
import { personalInfo, sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { saveAccountInfo } from '../lib/db/account-store';
import { applicationPage, findApplication } from '../lib/db/applications-store';
import {
  consultOf,
  consultPage,
  enjoyPage,
  findConsult,
  findProject,
  countOwned,
  insertProjects,
  insertUrges,
  markMessageRead,
  messagePage,
  pageOf,
  projectPage,
  storedConsultOf,
  updateProject,
  urgedOn,
  urgePage,
} from '../lib/db/user-lists-store';
import { badRequest, notFound, ok } from '../lib/envelope';
import {
  messageReadSchema,
  personInfoInputSchema,
  projectInputSchema,
  urgeInputSchema,
} from '../../src/shared/api/schemas/centre-bodies';
import { bodyAs, mapPage, maskPhone, pagingFromParams, param } from '../lib/http-helpers';
import { openReceipts } from '../lib/payments';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { nextId } from '../lib/state';
import { formatDate, formatDateTime } from '../lib/time';

export function registerUserRoutes(ctx: DemoContext, reg: Register): void {
  const accountOf = (res: Response) => sessionOf(res).accountId;
  const meta = { auth: 'login' as const, seed: true, assumed: true };

  reg('get', routeOf(paths.myApplyPage, 'page', 'pageSize'), meta, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    const accountId = accountOf(res);
    const list = await pageOf(ctx.db, 'applications', accountId, page, pageSize, (limit, offset) =>
      applicationPage(ctx.db, accountId, limit, offset),
    );
    // returned or not approved: the reviewer's reason rides along, so 我的申报 can say it
    ok(
      res,
      mapPage(list, ({ record, extras }) => {
        const reason = reasonOf(extras);
        return reason ? { ...record, reason } : record;
      }),
    );
  });

  reg('get', routeOf(paths.myEnjoyPage, 'page', 'pageSize'), meta, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    const accountId = accountOf(res);
    const answer: EnjoyPage = {
      ...(await enjoyPage(ctx.db, accountId, page, pageSize)),
      receipts: await openReceipts(ctx.db, accountId),
    };
    ok(res, answer);
  });
  reg('get', routeOf(paths.myUrgePage, 'page', 'pageSize'), meta, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    ok(res, await urgePage(ctx.db, accountOf(res), page, pageSize));
  });

  reg('post', paths.urgeSubmit, { auth: 'login', assumed: true }, async (req, res) => {
    const accountId = accountOf(res);
    const { applyId } = bodyAs(req, urgeInputSchema);
    const found = await findApplication(ctx.db, accountId, applyId);
    if (!found) throw notFound('申报记录不存在');
    const apply = found.record;
    if (apply.status !== 'submitted' && apply.status !== 'accepted' && apply.status !== 'reviewing')
      throw badRequest('该申报已办结，无需催办');
    const today = formatDate(ctx.now());
    if (await urgedOn(ctx.db, accountId, apply.id, today)) throw badRequest('该申报今日已催办，请勿重复催办');
    assertRoomFor('urges', await countOwned(ctx.db, 'urges', accountId));
    const urge: UrgeRecord = {
      id: nextId(ctx.state, 'ug'),
      applyId: apply.id,
      policyName: apply.policyName,
      urgeTime: formatDateTime(ctx.now()),
      reply: null,
    };
    await insertUrges(ctx.db, accountId, [urge]);
    ok(res, urge, '催办成功');
  });

  reg('get', routeOf(paths.myConsultDetail, 'id'), meta, async (req, res) => {
    const session = sessionOf(res);
    const row = await findConsult(ctx.db, session.accountId, param(req, 'id'));
    if (!row) throw notFound('咨询记录不存在');
    const account = findAccount(session.accountId);
    const phone = account ? contactOf(account).phone : '';
    const detail: ConsultDetail = {
      ...consultOf(row),
      initiateName: row.initiate_name ?? account?.info.userName ?? '',
      initiatePhoneMasked: maskPhone(row.initiate_phone ?? phone),
      fileList: row.file_list_json === null ? [] : storedConsultOf(row).fileList,
    };
    ok(res, detail);
  });
  reg('get', routeOf(paths.myConsultPage, 'page', 'pageSize'), meta, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    ok(res, await consultPage(ctx.db, accountOf(res), page, pageSize));
  });
  reg('get', routeOf(paths.myMessagePage, 'page', 'pageSize'), meta, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    ok(res, await messagePage(ctx.db, accountOf(res), page, pageSize));
  });
  reg('get', paths.myContact, meta, (_req, res) => {
    const account = findAccount(accountOf(res));
    if (!account) throw notFound('账号不存在');
    const contact: ConsultContact = contactOf(account);
    ok(res, contact);
  });
  reg('post', paths.myMessageRead, { auth: 'login', assumed: true }, async (req, res) => {
    const { id } = bodyAs(req, messageReadSchema);
    const message = await markMessageRead(ctx.db, accountOf(res), id);
    if (!message) throw notFound('消息不存在或已删除');
    ok(res, message, '已标记为已读');
  });

  reg('get', routeOf(paths.projectDetail, 'id'), meta, async (req, res) => {
    const project = await findProject(ctx.db, accountOf(res), param(req, 'id'));
    if (!project) throw notFound('项目不存在');
    ok(res, project);
  });
  reg('get', routeOf(paths.projectPage, 'page', 'pageSize'), meta, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    ok(res, await projectPage(ctx.db, accountOf(res), page, pageSize));
  });

  reg('post', paths.projectSave, { auth: 'login', assumed: true }, async (req, res) => {
    const accountId = accountOf(res);
    const b = bodyAs(req, projectInputSchema);
    const { id, enterpriseType, enterpriseTypeName } = b;
    const project: EnterpriseProject = {
      id: id ?? nextId(ctx.state, 'pj'),
      projectName: b.projectName,
      investment: b.investment,
      startDate: b.startDate,
      status: b.status ?? '筹建中',
      description: b.description ?? '',
      ...(enterpriseType ? { enterpriseType } : {}),
      ...(enterpriseTypeName ? { enterpriseTypeName } : {}),
    };
    if (id) {
      if (!(await updateProject(ctx.db, accountId, project))) throw notFound('项目不存在');
    } else {
      assertRoomForProject(await countOwned(ctx.db, 'projects', accountId));
      await insertProjects(ctx.db, accountId, [project]);
    }
    ok(res, project, '保存成功');
  });

  reg('post', paths.personInfoSave, { auth: 'personal', assumed: true }, async (req, res) => {
    const session = sessionOf(res);
    const { address, countyCode, contactPreference: preference } = bodyAs(req, personInfoInputSchema);
    const info = await personalInfo(ctx, session.accountId);
    if (!info) throw notFound('个人信息不存在');
    if (countyCode !== undefined && !findCounty(countyCode)) throw badRequest('区划代码不正确');
    if (address !== undefined) info.address = address;
    if (countyCode !== undefined) info.countyCode = countyCode;
    if (preference !== undefined) info.contactPreference = preference;
    await saveAccountInfo(ctx.db, session.accountId, info);
    ok(res, info, '保存成功');
  });
}
