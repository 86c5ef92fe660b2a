// personalPolicyPage with matchingModel (我的政策): the logged-in person's matches from their latest questionnaire.
import type { Request } from 'express';
import type { PolicyRecord } from '../data/policies';
import { sessionFromRequest } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { ApiError, badRequest } from '../lib/envelope';
import { latestAnswersOf } from '../lib/applicant';
import { matchPolicy, MODEL_OF, personProfile } from '../lib/matching';

/** A 600 mentioning 填报问卷 is rejected with its text and no dialog (docs/product.md#matching). */
export const MSG_NO_QUESTIONNAIRE = '您还未填报问卷，请先填报问卷，系统将根据您的情况匹配政策';
export const MSG_ENTERPRISE_MATCHING = '企业账号暂不支持个人政策匹配，请切换个人账号登录';

export function parseModel(value: unknown): 1 | 2 | 3 | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (n !== 1 && n !== 2 && n !== 3) throw badRequest('参数 matchingModel 只能是1、2或3');
  return n;
}

/**
 * Without matchingModel, or for a visitor (no answers to match), the list is the public one. A person gets
 * the policies of that class (1 precise, 2 possible, 3 not matched); without a questionnaire, code 600.
 */
export async function personMatchFilter(
  ctx: DemoContext,
  req: Request,
  rawModel: unknown,
): Promise<(list: PolicyRecord[]) => PolicyRecord[]> {
  const model = parseModel(rawModel);
  const session = model === undefined ? null : await sessionFromRequest(ctx, req);
  if (model === undefined || !session) return (list) => list;
  if (session.kind === 2) throw badRequest(MSG_ENTERPRISE_MATCHING);
  const answers = await latestAnswersOf(ctx, session.accountId);
  if (Object.keys(answers).length === 0) throw new ApiError(600, MSG_NO_QUESTIONNAIRE);
  const profile = await personProfile(ctx, session, answers);
  return (list) => list.filter((p) => MODEL_OF[matchPolicy(p, profile)] === model);
}
