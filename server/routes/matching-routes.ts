// People-policy matching: questionnaire submit, summary, records, matching page and free-application receive.
import type { FreeReceiveResult, MatchSummary, QuestionnaireRecord } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { toListItem, type PolicyRecord } from '../data/policies';
import { assertEligible, latestAnswersOf, profileOf } from '../lib/applicant';
import { insertQuestionnaire, questionnaireRecords, queryTimes } from '../lib/db/account-store';
import { firstPayTime, insertReceived, receivedTime } from '../lib/db/user-lists-store';
import { findReceipt, newReceipt, payeeOf, recordReceiptStep } from '../lib/payments';
import type { Session } from '../lib/state';
import { audienceOfKind, sessionFromRequest, sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import { questionnaireSubmissionSchema } from '../../src/shared/api/schemas/matching';
import { bodyAs, mapPage, paginate, pagingFromParams, param } from '../lib/http-helpers';
import {
  countMatches,
  explainMatch,
  matchPolicy,
  MODEL_OF,
  personProfile,
  validateAnswers,
} from '../lib/matching';
import { parsePolicyFilter, sortPolicies } from '../lib/policy-query';
import { registerEnterpriseMatchRoutes } from './enterprise-matches';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { nextId } from '../lib/state';
import { formatDateTime } from '../lib/time';

/** When the account received this 免申即享 policy: its receive, or a seeded payout of it in 我享受的政策. */
export async function receiveTimeOf(
  ctx: DemoContext,
  session: Session,
  policyId: string,
): Promise<string | undefined> {
  const received = await receivedTime(ctx.db, session.accountId, policyId);
  if (received !== undefined) return received;
  const policy = ctx.policyById.get(policyId);
  if (policy?.declarationType !== 2) return undefined;
  return firstPayTime(ctx.db, session.accountId, policyId);
}

function peoplePolicies(ctx: DemoContext): PolicyRecord[] {
  return ctx.policies.filter((p) => !p.hidden && p.audience === 2);
}

export async function latestAnswers(
  ctx: DemoContext,
  accountId: string,
): Promise<{ answers: Record<string, string>; queryTimes: number }> {
  return { answers: await latestAnswersOf(ctx, accountId), queryTimes: await queryTimes(ctx.db, accountId) };
}

/** Keeps a submitted questionnaire for the account (newest first, at most 50) with its precise-match count. */
export async function recordAnswers(
  ctx: DemoContext,
  session: Session,
  answers: ReturnType<typeof validateAnswers>,
): Promise<QuestionnaireRecord> {
  const counts = countMatches(peoplePolicies(ctx), await personProfile(ctx, session, answers));
  const record: QuestionnaireRecord = {
    id: nextId(ctx.state, 'qr'),
    submitTime: formatDateTime(ctx.now()),
    answers,
    accurateCount: counts.precise,
  };
  await insertQuestionnaire(ctx.db, session.accountId, record);
  return record;
}

export function registerMatchingRoutes(ctx: DemoContext, reg: Register): void {
  registerEnterpriseMatchRoutes(ctx, reg);
  reg('get', routeOf(paths.policyMatchingPage, 'page', 'pageSize'), { seed: true }, async (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    const q = req.query as Record<string, unknown>;
    const rawModel = q.matchingModel ?? '1';
    if (rawModel !== '1' && rawModel !== '2' && rawModel !== '3')
      throw badRequest('参数 matchingModel 只能是1、2或3');
    const filter = parsePolicyFilter(q, 2);
    const session = await sessionFromRequest(ctx, req);
    const keyword = filter.policyName?.toLowerCase();
    let list = peoplePolicies(ctx).filter((p) => !keyword || p.policyName.toLowerCase().includes(keyword));
    const profile = session ? await personProfile(ctx, session) : null;
    if (profile) {
      list = list.filter((p) => String(MODEL_OF[matchPolicy(p, profile)]) === rawModel);
    } else if (rawModel !== '3') {
      list = [];
    }
    const now = ctx.now();
    ok(
      res,
      mapPage(paginate(sortPolicies(list, filter.orderModel, ctx.now()), page, pageSize), (p) =>
        profile ? { ...toListItem(p, now), explanation: explainMatch(p, profile) } : toListItem(p, now),
      ),
    );
  });

  reg('post', paths.formSubmit, { auth: 'login' }, async (req, res) => {
    const session = sessionOf(res);
    const { jsonData } = bodyAs(req, questionnaireSubmissionSchema);
    let parsed: unknown;
    try {
      parsed = JSON.parse(jsonData);
    } catch {
      throw badRequest('问卷答案不是合法的 JSON');
    }
    ok(res, await recordAnswers(ctx, session, validateAnswers(parsed)), '提交成功');
  });

  reg('get', paths.policyMatchingResult, { auth: 'login' }, async (_req, res) => {
    const session = sessionOf(res);
    const { answers, queryTimes } = await latestAnswers(ctx, session.accountId);
    const people = peoplePolicies(ctx);
    const profile = await personProfile(ctx, session, answers);
    const counts = countMatches(people, profile);
    const rewardMoney = people
      .filter((p) => matchPolicy(p, profile) === 'precise')
      .reduce((sum, p) => sum + p.rewardMoney, 0);
    const summary: MatchSummary = {
      accurateCount: counts.precise,
      probablyCount: counts.possible,
      mismatchingCount: counts.none,
      rewardMoney,
      queryTimes,
      answerItems: answers,
    };
    ok(res, summary);
  });

  reg('get', paths.formRecord, { auth: 'login' }, async (_req, res) => {
    const records = await questionnaireRecords(ctx.db, sessionOf(res).accountId);
    ok(res, JSON.stringify(records));
  });

  reg('get', routeOf(paths.myReceipt, 'policyId'), { auth: 'login', assumed: true }, async (req, res) => {
    const found = await findReceipt(ctx.db, sessionOf(res).accountId, param(req, 'policyId'));
    ok(res, found?.receipt ?? null);
  });

  reg('post', routeOf(paths.freeReceive, 'id'), { auth: 'login' }, async (req, res) => {
    const session = sessionOf(res);
    const id = param(req, 'id');
    const policy = ctx.policies.find(
      (p) => !p.hidden && p.declarationType === 2 && (p.freeApplyNameId === id || p.id === id),
    );
    if (!policy) throw notFound('免申即享事项不存在');
    if (policy.audience !== audienceOfKind(session.kind))
      throw badRequest(
        policy.audience === 1 ? '该政策面向企业，请使用企业账号领取' : '该政策面向个人，请使用个人账号领取',
      );
    // the same conditions as applying, area first: a resident of another county is told why
    assertEligible(policy.eligibility ?? [], await profileOf(ctx, session), {}, '领取');
    // 确认领取: a receipt the desk matched or pushed is confirmed; without one the check just made is its
    // 系统比对; the money follows at the desk's 资金拨付 and 已到账, and reaches 我享受的政策 then
    const first = await receiveTimeOf(ctx, session, policy.id);
    const receiveTime = first ?? formatDateTime(ctx.now());
    if (first === undefined) {
      const existing = await findReceipt(ctx.db, session.accountId, policy.id);
      const stored = existing ?? newReceipt(ctx, session.accountId, policy);
      const payee = await payeeOf(ctx.db, session.accountId);
      await ctx.db.transaction().execute(async (trx) => {
        if (!existing)
          await recordReceiptStep(ctx, trx, stored, 'matched', {
            isNew: true,
            time: receiveTime,
            quiet: true,
          });
        await recordReceiptStep(ctx, trx, stored, 'confirmed', {
          time: receiveTime,
          ...(payee ? { payee } : {}),
        });
        await insertReceived(trx, session.accountId, policy.id, receiveTime);
      });
    }
    const alreadyReceived = first !== undefined;
    // a repeat answers the first receive's time, not its own
    const answer: FreeReceiveResult = {
      policyId: policy.id,
      freeApplyNameId: policy.freeApplyNameId,
      alreadyReceived,
      receiveTime,
    };
    ok(res, answer, alreadyReceived ? '您已领取该政策，无需重复领取' : '领取成功');
  });
}
