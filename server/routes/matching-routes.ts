// People-policy matching: questionnaire submit, summary, records, matching page and free-application receive.
import type { FreeReceiveResult, MatchSummary, QuestionnaireRecord } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { toListItem, type PolicyRecord } from '../data/policies';
import { seedUserData } from '../data/user-records';
import { assertEligible, profileOf } from '../lib/applicant';
import { MAX_QUESTIONNAIRE_RECORDS } from '../lib/account-limits';
import type { ApplicantProfile } from '../../src/shared/eligibility/conditions';
import type { Session } from '../lib/state';
import { audienceOfKind, sessionFromRequest, sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { badRequest, notFound, ok } from '../lib/envelope';
import { body, mapPage, paginate, pagingFromParams, param } from '../lib/http-helpers';
import {
  countMatches,
  explainMatch,
  matchPolicy,
  MODEL_OF,
  validateAnswers,
  withAnswers,
} from '../lib/matching';
import { parsePolicyFilter, sortPolicies } from '../lib/policy-query';
import { registerEnterpriseMatchRoutes } from './enterprise-matches';
import type { Register } from '../lib/registry';
import { routeOf } from '../lib/route-pattern';
import { nextId, type UserData } from '../lib/state';
import { formatDateTime } from '../lib/time';

export function userData(ctx: DemoContext, accountId: string, kind: 1 | 2): UserData {
  let data = ctx.state.userData.get(accountId);
  if (!data) {
    data = seedUserData(accountId, kind, ctx.policies, ctx.now());
    ctx.state.userData.set(accountId, data);
  }
  return data;
}

/** When the account received this 免申即享 policy: its receive, or a seeded payout of it in 我享受的政策. */
export function receiveTimeOf(ctx: DemoContext, session: Session, policyId: string): string | undefined {
  const received = ctx.state.received.get(session.accountId)?.get(policyId);
  if (received !== undefined) return received;
  const policy = ctx.policyById.get(policyId);
  if (policy?.declarationType !== 2) return undefined;
  const enjoys = userData(ctx, session.accountId, session.kind).enjoys.filter((e) => e.policyId === policyId);
  return enjoys.at(-1)?.payTime;
}

function peoplePolicies(ctx: DemoContext): PolicyRecord[] {
  return ctx.policies.filter((p) => !p.hidden && p.audience === 2);
}

export function latestAnswers(
  ctx: DemoContext,
  accountId: string,
): { answers: Record<string, string>; queryTimes: number } {
  const entry = ctx.state.answers.get(accountId);
  return { answers: entry?.records[0]?.answers ?? {}, queryTimes: entry?.queryTimes ?? 0 };
}

/** A person's profile for matching: residence county from the account, these answers (default: the latest). */
export function personProfile(
  ctx: DemoContext,
  session: Session,
  answers: Record<string, string> = latestAnswers(ctx, session.accountId).answers,
): ApplicantProfile {
  return withAnswers(profileOf(ctx, session), answers);
}

/** Keeps a submitted questionnaire for the account (newest first, at most 50) with its precise-match count. */
export function recordAnswers(
  ctx: DemoContext,
  session: Session,
  answers: ReturnType<typeof validateAnswers>,
): QuestionnaireRecord {
  const counts = countMatches(peoplePolicies(ctx), personProfile(ctx, session, answers));
  const entry = ctx.state.answers.get(session.accountId) ?? { records: [], queryTimes: 0 };
  const record: QuestionnaireRecord = {
    id: nextId(ctx.state, 'qr'),
    submitTime: formatDateTime(ctx.now()),
    answers,
    accurateCount: counts.precise,
  };
  entry.records.unshift(record);
  entry.records.splice(MAX_QUESTIONNAIRE_RECORDS);
  entry.queryTimes += 1;
  ctx.state.answers.set(session.accountId, entry);
  return record;
}

export function registerMatchingRoutes(ctx: DemoContext, reg: Register): void {
  registerEnterpriseMatchRoutes(ctx, reg);
  reg('get', routeOf(paths.policyMatchingPage, 'page', 'pageSize'), { seed: true }, (req, res) => {
    const { page, pageSize } = pagingFromParams(req);
    const q = req.query as Record<string, unknown>;
    const rawModel = q.matchingModel ?? '1';
    if (rawModel !== '1' && rawModel !== '2' && rawModel !== '3')
      throw badRequest('参数 matchingModel 只能是1、2或3');
    const filter = parsePolicyFilter(q, 2);
    const session = sessionFromRequest(ctx, req);
    const keyword = filter.policyName?.toLowerCase();
    let list = peoplePolicies(ctx).filter((p) => !keyword || p.policyName.toLowerCase().includes(keyword));
    const profile = session ? personProfile(ctx, session) : null;
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

  reg('post', paths.formSubmit, { auth: 'login' }, (req, res) => {
    const session = sessionOf(res);
    const jsonData = body(req).jsonData;
    if (typeof jsonData !== 'string' || jsonData.trim() === '') throw badRequest('请至少回答一道题目');
    if (jsonData.length > 10000) throw badRequest('问卷内容过长');
    let parsed: unknown;
    try {
      parsed = JSON.parse(jsonData);
    } catch {
      throw badRequest('问卷答案不是合法的 JSON');
    }
    ok(res, recordAnswers(ctx, session, validateAnswers(parsed)), '提交成功');
  });

  reg('get', paths.policyMatchingResult, { auth: 'login' }, (_req, res) => {
    const session = sessionOf(res);
    const { answers, queryTimes } = latestAnswers(ctx, session.accountId);
    const people = peoplePolicies(ctx);
    const profile = personProfile(ctx, session, answers);
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

  reg('get', paths.formRecord, { auth: 'login' }, (_req, res) => {
    const records = ctx.state.answers.get(sessionOf(res).accountId)?.records ?? [];
    ok(res, JSON.stringify(records));
  });

  reg('post', routeOf(paths.freeReceive, 'id'), { auth: 'login' }, (req, res) => {
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
    assertEligible(policy.eligibility ?? [], profileOf(ctx, session), {}, '领取');
    const received = ctx.state.received.get(session.accountId) ?? new Map<string, string>();
    const first = receiveTimeOf(ctx, session, policy.id);
    const receiveTime = first ?? formatDateTime(ctx.now());
    if (first === undefined) {
      received.set(policy.id, receiveTime);
      ctx.state.received.set(session.accountId, received);
      userData(ctx, session.accountId, session.kind).enjoys.unshift({
        id: nextId(ctx.state, 'ej'),
        policyId: policy.id,
        policyName: policy.policyName,
        rewardMoney: policy.rewardMoney,
        payTime: receiveTime,
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
