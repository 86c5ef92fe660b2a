// Assumed user-centre endpoints: my applications, enjoyed policies, urges, consultations, messages, projects.
import { reasonOf } from '../lib/apply-history';
import { assertRoomForProject } from '../lib/account-limits';
import type { Request, Response } from 'express';
import type {
  ConsultContact,
  ConsultDetail,
  ContactPreference,
  EnjoyPage,
  EnterpriseProject,
  UrgeRecord,
} from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { contactOf, findAccount } from '../data/accounts';
import { findCounty } from '../data/regions';
import { personalInfo, sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import {
  body,
  maskPhone,
  optionalString,
  paginate,
  pagingFromParams,
  param,
  requiredString,
} from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { nextId, type Session, type UserData } from '../lib/state';
import { formatDate, formatDateTime } from '../lib/time';
import { userData } from './matching-routes';

const isContactPreference = (v: string): v is ContactPreference =>
  v === 'sms' || v === 'site' || v === 'phone';

export function registerUserRoutes(ctx: DemoContext, reg: Register): void {
  const mine = (res: Response): { session: Session; data: UserData } => {
    const session = sessionOf(res);
    return { session, data: userData(ctx, session.accountId, session.kind) };
  };
  const meta = { auth: 'login' as const, seed: true, assumed: true };
  const page = <T>(req: Request, list: T[]) => {
    const { page: p, pageSize } = pagingFromParams(req);
    return paginate(list, p, pageSize);
  };

  reg('get', routeOf(paths.myApplyPage, 'page', 'pageSize'), meta, (req, res) => {
    const { applies, extras } = mine(res).data;
    // returned or not approved: the reviewer's reason rides along, so 我的申报 can say it
    const rows = applies.map((a) => {
      const reason = reasonOf(extras.get(a.id));
      return reason ? { ...a, reason } : a;
    });
    ok(res, page(req, rows));
  });

  reg('get', routeOf(paths.myEnjoyPage, 'page', 'pageSize'), meta, (req, res) => {
    const { enjoys } = mine(res).data;
    const answer: EnjoyPage = {
      ...page(req, enjoys),
      rewardMoneyTotal: enjoys.reduce((sum, e) => sum + e.rewardMoney, 0),
    };
    ok(res, answer);
  });
  reg('get', routeOf(paths.myUrgePage, 'page', 'pageSize'), meta, (req, res) =>
    ok(res, page(req, mine(res).data.urges)),
  );

  reg('post', paths.urgeSubmit, { auth: 'login', assumed: true }, (req, res) => {
    const { data } = mine(res);
    const applyId = body(req).applyId;
    const apply = data.applies.find((a) => a.id === applyId);
    if (!apply) throw notFound('申报记录不存在');
    if (apply.status !== 'submitted' && apply.status !== 'accepted' && apply.status !== 'reviewing')
      throw badRequest('该申报已办结，无需催办');
    const today = formatDate(ctx.now());
    if (data.urges.some((u) => u.applyId === apply.id && u.urgeTime.startsWith(today)))
      throw badRequest('该申报今日已催办，请勿重复催办');
    const urge: UrgeRecord = {
      id: nextId(ctx.state, 'ug'),
      applyId: apply.id,
      policyName: apply.policyName,
      urgeTime: formatDateTime(ctx.now()),
      reply: null,
    };
    data.urges.unshift(urge);
    ok(res, urge, '催办成功');
  });

  reg('get', routeOf(paths.myConsultDetail, 'id'), meta, (req, res) => {
    const { session, data } = mine(res);
    const consult = data.consults.find((c) => c.id === param(req, 'id'));
    if (!consult) throw notFound('咨询记录不存在');
    const stored = ctx.state.consultations.find((c) => c.id === consult.id);
    const account = findAccount(session.accountId);
    const phone = account ? contactOf(account).phone : '';
    const detail: ConsultDetail = {
      ...consult,
      initiateName: stored?.initiateName ?? account?.info.userName ?? '',
      initiatePhoneMasked: maskPhone(stored?.initiatePhone ?? phone),
      fileList: stored?.fileList ?? [],
    };
    ok(res, detail);
  });
  reg('get', routeOf(paths.myConsultPage, 'page', 'pageSize'), meta, (req, res) =>
    ok(res, page(req, mine(res).data.consults)),
  );
  reg('get', routeOf(paths.myMessagePage, 'page', 'pageSize'), meta, (req, res) =>
    ok(res, page(req, mine(res).data.messages)),
  );
  reg('get', paths.myContact, meta, (_req, res) => {
    const account = findAccount(mine(res).session.accountId);
    if (!account) throw notFound('账号不存在');
    const contact: ConsultContact = contactOf(account);
    ok(res, contact);
  });
  reg('post', paths.myMessageRead, { auth: 'login', assumed: true }, (req, res) => {
    const id = body(req).id;
    if (typeof id !== 'string' || id === '') throw badRequest('请选择要标记的消息');
    const message = mine(res).data.messages.find((m) => m.id === id);
    if (!message) throw notFound('消息不存在或已删除');
    message.read = true;
    ok(res, message, '已标记为已读');
  });

  reg('get', routeOf(paths.projectDetail, 'id'), meta, (req, res) => {
    const project = mine(res).data.projects.find((p) => p.id === param(req, 'id'));
    if (!project) throw notFound('项目不存在');
    ok(res, project);
  });
  reg('get', routeOf(paths.projectPage, 'page', 'pageSize'), meta, (req, res) =>
    ok(res, page(req, mine(res).data.projects)),
  );

  reg('post', paths.projectSave, { auth: 'login', assumed: true }, (req, res) => {
    const { data } = mine(res);
    const b = body(req);
    const projectName = requiredString(b.projectName, '请输入项目名称', 100, '项目名称');
    const investment = b.investment;
    if (typeof investment !== 'number' || !Number.isFinite(investment) || investment < 0 || investment > 1e12)
      throw badRequest('项目投资额应为不小于0的数字（元）');
    if (
      typeof b.startDate !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(b.startDate) ||
      Number.isNaN(Date.parse(b.startDate))
    )
      throw badRequest('开工日期格式应为YYYY-MM-DD');
    const status = requiredString(b.status ?? '筹建中', '请选择项目状态', 20, '项目状态');
    const description = optionalString(b.description, 'description', 2000) ?? '';
    const id = optionalString(b.id, 'id', 64);
    const enterpriseType = optionalString(b.enterpriseType, 'enterpriseType', 64);
    const enterpriseTypeName = optionalString(b.enterpriseTypeName, 'enterpriseTypeName', 100);
    const project: EnterpriseProject = {
      id: id ?? nextId(ctx.state, 'pj'),
      projectName,
      investment,
      startDate: b.startDate,
      status,
      description,
      ...(enterpriseType ? { enterpriseType } : {}),
      ...(enterpriseTypeName ? { enterpriseTypeName } : {}),
    };
    if (id) {
      const index = data.projects.findIndex((p) => p.id === id);
      if (index < 0) throw notFound('项目不存在');
      data.projects[index] = project;
    } else {
      assertRoomForProject(data.projects.length);
      data.projects.unshift(project);
    }
    ok(res, project, '保存成功');
  });

  reg('post', paths.personInfoSave, { auth: 'personal', assumed: true }, (req, res) => {
    const session = sessionOf(res);
    const b = body(req);
    const info = personalInfo(ctx, session.accountId);
    if (!info) throw notFound('个人信息不存在');
    const address = optionalString(b.address, 'address', 200);
    const countyCode = optionalString(b.countyCode, 'countyCode', 12);
    if (countyCode !== undefined && !findCounty(countyCode)) throw badRequest('区划代码不正确');
    const preference = optionalString(b.contactPreference, 'contactPreference', 10);
    if (preference !== undefined && !isContactPreference(preference))
      throw badRequest('联系方式偏好只能是sms、site或phone');
    if (address !== undefined) info.address = address;
    if (countyCode !== undefined) info.countyCode = countyCode;
    if (preference !== undefined) info.contactPreference = preference;
    ok(res, info, '保存成功');
  });
}
