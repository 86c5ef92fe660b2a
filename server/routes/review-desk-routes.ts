// The demo's review desk (/__demo/applications, /__demo/free-receipts): a reviewer moves an application or a
// 免申即享 receipt on, the applicant is told in 我的消息; after approval each money step carries its amount
// and, from 资金拨付, the account on file it goes to.
import type { ApplyEvent, ApplyStatus, DeskStep } from '../../src/shared/api/contract';
import { APPLY_STATUSES } from '../../src/shared/api/schemas/user-centre';
import { deskReceiptSchema, deskStepSchema, RECEIPT_STATUSES } from '../../src/shared/api/schemas/payments';
import { ParseError, parseWith, type Schema } from '../../src/shared/api/schema';
import { findAccount } from '../data/accounts';
import { assertEligible, profileOf } from '../lib/applicant';
import { NEXT, recordStep, remarkFor, REJECT_REASONS, RETURN_REASONS } from '../lib/apply-history';
import { audienceOfKind } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { allApplications, findAnyApplication } from '../lib/db/applications-store';
import { ownFile } from '../lib/db/file-store';
import { ApiError } from '../lib/envelope';
import { applicationMoney } from '../lib/money';
import {
  allReceipts,
  findAnyReceipt,
  findReceipt,
  newReceipt,
  OWNER_STEPS,
  payeeOf,
  RECEIPT_NEXT,
  recordPayout,
  recordReceiptStep,
} from '../lib/payments';
import { sendStoredFile } from '../lib/stored-file';
import { body } from '../lib/http-helpers';
import type { Register } from '../lib/registry';
import type { Response } from 'express';

/** the desk answers a refusal as { error }, with the portal schema's words for a malformed body */
function deskBody<T>(req: Parameters<typeof body>[0], res: Response, schema: Schema<T>): T | undefined {
  try {
    return parseWith(schema, body(req), 'body');
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    res.status(400).json({ error: error.message });
    return undefined;
  }
}

const refuse = (res: Response, status: number, error: string) => void res.status(status).json({ error });

/** an amount the desk gives is yuan above 0 (at most 10 billion) */
function amountFits(res: Response, b: DeskStep): boolean {
  if (b.amount === undefined || (b.amount > 0 && b.amount <= 1e10)) return true;
  refuse(res, 400, '金额应为大于0的元数');
  return false;
}

const MONEY_STEPS: readonly ApplyStatus[] = ['approved', 'publicity', 'disbursing', 'paid'];

export function registerReviewDeskRoutes(ctx: DemoContext, reg: Register): void {
  /** every account's applications, newest first */
  reg('get', '/__demo/applications', {}, async (_req, res) => {
    const all = await allApplications(ctx.db);
    res.json(all.map(({ accountId, record, extras }) => ({ accountId, ...record, ...extras })));
  });

  // the reviewer reads an application's materials: the review desk is the one reader besides the owner
  reg('get', '/__demo/applications/:id/files/:fileId', {}, async (req, res) => {
    const app = await findAnyApplication(ctx.db, String(req.params.id));
    const fileId = String(req.params.fileId);
    const listed = app?.extras.files.some((m) => m.files.some((f) => f.fileId === fileId));
    const stored = app && listed ? await ownFile(ctx.db, app.accountId, fileId, 'material') : undefined;
    if (!stored) {
      res.status(404).json({ error: '文件不存在' });
      return;
    }
    await sendStoredFile(ctx, res, stored);
  });

  reg('post', '/__demo/applications/:id/advance', {}, async (req, res) => {
    const id = String(req.params.id);
    const b: DeskStep | undefined = deskBody(req, res, deskStepSchema);
    if (!b || !amountFits(res, b)) return;
    const to = b.status as ApplyStatus;
    if (!APPLY_STATUSES.includes(to)) {
      refuse(res, 400, `status 应为 ${APPLY_STATUSES.join('、')} 之一`);
      return;
    }
    const app = await findAnyApplication(ctx.db, id);
    if (!app) {
      refuse(res, 404, '申报记录不存在');
      return;
    }
    const apply = app.record;
    if (!NEXT[apply.status].includes(to)) {
      refuse(res, 409, `申报状态为 ${apply.status}，不能转为 ${to}`);
      return;
    }
    if (b.amount !== undefined && to !== 'approved' && to !== 'paid') {
      refuse(res, 400, '金额只能在审核通过（核定金额）或已到账（到账金额）时给出');
      return;
    }
    const dept = ctx.policyById.get(apply.policyId)?.competentDepartmentPath ?? '主管部门';
    const given =
      typeof b.reason === 'string' && b.reason.trim() !== '' ? b.reason.trim().slice(0, 300) : undefined;
    const reason =
      given ?? (to === 'returned' ? RETURN_REASONS[0] : to === 'rejected' ? REJECT_REASONS[0] : undefined);
    const step: Omit<ApplyEvent, 'time'> = { status: to, remark: remarkFor(to, dept, reason) };
    if (MONEY_STEPS.includes(to)) {
      const { grantedMoney } = applicationMoney(apply.status, app.extras.history, apply.rewardMoney);
      const granted =
        to === 'approved' ? (b.amount ?? apply.rewardMoney) : (grantedMoney ?? apply.rewardMoney);
      if (to === 'approved' && granted > apply.rewardMoney) {
        refuse(res, 400, `核定金额不能超过政策的补助金额（${apply.rewardMoney}元）`);
        return;
      }
      const amount = to === 'paid' ? (b.amount ?? granted) : granted;
      if (to === 'paid' && amount > granted) {
        refuse(res, 400, `到账金额不能超过核定金额（${granted}元）`);
        return;
      }
      step.amount = amount;
      if (to === 'disbursing' || to === 'paid') {
        const payee = await payeeOf(ctx.db, app.accountId);
        if (!payee) {
          refuse(res, 409, '申报主体未登记银行账户，无法拨付资金');
          return;
        }
        step.payee = payee;
        if (to === 'paid') step.remark = '补助资金已到账';
      }
    }
    await ctx.db.transaction().execute(async (trx) => {
      const event = await recordStep(ctx, trx, app, step);
      // the money that arrived is what 我享受的政策 lists and sums
      if (to === 'paid')
        await recordPayout(ctx, trx, app.accountId, apply, event.amount ?? apply.rewardMoney, event.time);
    });
    const money = applicationMoney(apply.status, app.extras.history, apply.rewardMoney);
    res.json({ ok: true, application: { ...apply, ...money, ...app.extras } });
  });

  /** every account's 免申即享 receipts, newest first */
  reg('get', '/__demo/free-receipts', {}, async (_req, res) => {
    const all = await allReceipts(ctx.db);
    res.json(all.map(({ accountId, receipt }) => ({ accountId, ...receipt })));
  });

  // 系统比对: the system finds that an account qualifies for a 免申即享 policy, and a receipt begins
  reg('post', '/__demo/free-receipts', {}, async (req, res) => {
    const b = deskBody(req, res, deskReceiptSchema);
    if (!b) return;
    const account = findAccount(b.accountId);
    const policy = ctx.policyById.get(b.policyId);
    if (!account) return refuse(res, 404, '账号不存在');
    if (!policy || policy.hidden || policy.declarationType !== 2)
      return refuse(res, 404, '免申即享事项不存在');
    if (policy.audience !== audienceOfKind(account.kind))
      return refuse(res, 400, policy.audience === 1 ? '该政策面向企业' : '该政策面向个人');
    try {
      assertEligible(
        policy.eligibility ?? [],
        await profileOf(ctx, { kind: account.kind, accountId: account.id }),
        {},
        '领取',
      );
    } catch (error) {
      if (error instanceof ApiError) return refuse(res, 400, error.message);
      throw error;
    }
    if (await findReceipt(ctx.db, account.id, policy.id))
      return refuse(res, 409, '该账号已有此政策的免申即享记录');
    const stored = newReceipt(ctx, account.id, policy);
    await ctx.db
      .transaction()
      .execute((trx) => recordReceiptStep(ctx, trx, stored, 'matched', { isNew: true }));
    res.json({ ok: true, receipt: stored.receipt });
  });

  reg('post', '/__demo/free-receipts/:id/advance', {}, async (req, res) => {
    const b = deskBody(req, res, deskStepSchema);
    if (!b || !amountFits(res, b)) return;
    const to = RECEIPT_STATUSES.find((s) => s === b.status);
    if (!to) return refuse(res, 400, `status 应为 ${RECEIPT_STATUSES.join('、')} 之一`);
    const stored = await findAnyReceipt(ctx.db, String(req.params.id));
    if (!stored) return refuse(res, 404, '免申即享记录不存在');
    const { receipt } = stored;
    if (OWNER_STEPS.includes(to)) return refuse(res, 409, '确认领取需由本人在“免申即享”页面操作');
    if (!RECEIPT_NEXT[receipt.status].includes(to))
      return refuse(res, 409, `免申即享状态为 ${receipt.status}，不能转为 ${to}`);
    if (b.amount !== undefined && to !== 'paid')
      return refuse(res, 400, '金额只能在已到账（到账金额）时给出');
    if (b.amount !== undefined && b.amount > receipt.grantedMoney)
      return refuse(res, 400, `到账金额不能超过核定金额（${receipt.grantedMoney}元）`);
    const payee = to === 'disbursing' || to === 'paid' ? await payeeOf(ctx.db, stored.accountId) : undefined;
    if ((to === 'disbursing' || to === 'paid') && !payee)
      return refuse(res, 409, '领取人未登记银行账户，无法拨付资金');
    await ctx.db.transaction().execute((trx) =>
      recordReceiptStep(ctx, trx, stored, to, {
        ...(b.amount !== undefined ? { amount: b.amount } : {}),
        ...(payee ? { payee } : {}),
      }),
    );
    res.json({ ok: true, receipt });
  });
}
