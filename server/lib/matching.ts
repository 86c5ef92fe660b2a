// The people-policy matching rule: each condition is met, failed or unknown given the questionnaire answers.
import type { MatchExplanation, MatchingModel } from '../../src/shared/api/contract';
import { NO_ANSWER } from '../../src/shared/api/schemas/matching';
import type { ApplicantProfile } from '../../src/shared/eligibility/conditions';
import { matchConditions, type MatchClass } from '../../src/shared/eligibility/match';
import type { PolicyRecord } from '../data/policies';
import { findField, QUESTION_FIELDS } from '../data/questionnaire';
import { CITY_COUNTIES, latestAnswersOf, profileOf } from './applicant';
import type { DemoContext } from './context';
import type { Session } from './state';
import { badRequest } from './envelope';

export type MatchResult = MatchClass;

export const MODEL_OF: Record<MatchResult, MatchingModel> = { precise: 1, possible: 2, none: 3 };

/** The shared rule over all the policy's conditions: area and applicant kind first, then the questionnaire. */
export function matchPolicy(policy: PolicyRecord, profile: ApplicantProfile): MatchResult {
  return matchConditions(policy.eligibility ?? [], profile, CITY_COUNTIES).match;
}

export function countMatches(
  policies: readonly PolicyRecord[],
  profile: ApplicantProfile,
): Record<MatchResult, number> {
  const counts: Record<MatchResult, number> = { precise: 0, possible: 0, none: 0 };
  for (const p of policies) counts[matchPolicy(p, profile)] += 1;
  return counts;
}

/** A person's profile with these questionnaire answers (and their labels) in place of the stored ones. */
export function withAnswers(profile: ApplicantProfile, answers: Record<string, string>): ApplicantProfile {
  const answerLabels = Object.fromEntries(
    Object.entries(answers).map(([code, value]) => [
      code,
      value
        .split(',')
        .map((v) => labelOf(code, v))
        .join('、'),
    ]),
  );
  return { ...profile, answers, answerLabels };
}

/** Validates a questionnaire answer map: at least one answer, known field codes, valid option values. */
export function validateAnswers(raw: unknown): Record<string, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('问卷答案格式不正确');
  const answers: Record<string, string> = {};
  for (const [code, value] of Object.entries(raw as Record<string, unknown>)) {
    const field = findField(code);
    if (!field) throw badRequest(`未知的问卷题目：${code.slice(0, 40)}`);
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') throw badRequest(`题目“${field.fieldName}”的答案格式不正确`);
    const parts = value.split(',');
    if (field.fieldType === 3 && parts.length > 1)
      throw badRequest(`题目“${field.fieldName}”为单选题，只能选择一项`);
    const max = field.dictLabelList.length;
    const valid = parts.every((p) => /^\d+$/.test(p) && Number(p) >= 1 && Number(p) <= max);
    if (!valid || new Set(parts).size !== parts.length)
      throw badRequest(`题目“${field.fieldName}”的选项不正确`);
    answers[code] = [...parts].sort((a, b) => Number(a) - Number(b)).join(',');
  }
  if (Object.keys(answers).length === 0) throw badRequest(NO_ANSWER);
  return answers;
}

/** Label of a 1-based option value, or the raw value when the field or option is unknown. */
function labelOf(fieldCode: string, value: string): string {
  return findField(fieldCode)?.dictLabelList[Number(value) - 1] ?? value;
}

/**
 * Why a policy matched (assumed extension): each condition met, unmet or unanswered with the answer
 * that decided it, the unanswered questions in questionnaire order, and the materials to prepare.
 */
export function explainMatch(policy: PolicyRecord, profile: ApplicantProfile): MatchExplanation {
  const answers = profile.answers ?? {};
  const conditions = policy.match.map((condition) => {
    const answer = answers[condition.fieldCode] ?? '';
    const chosen = answer === '' ? [] : answer.split(',');
    const status =
      chosen.length === 0 ? 'unanswered' : chosen.some((v) => condition.anyOf.includes(v)) ? 'met' : 'unmet';
    return {
      fieldCode: condition.fieldCode,
      fieldName: findField(condition.fieldCode)?.fieldName ?? condition.fieldCode,
      status,
      answerLabels: chosen.map((v) => labelOf(condition.fieldCode, v)),
      acceptedLabels: condition.anyOf.map((v) => labelOf(condition.fieldCode, v)),
    } as const;
  });
  const unanswered = new Set(conditions.filter((c) => c.status === 'unanswered').map((c) => c.fieldCode));
  return {
    conditions,
    missingFields: QUESTION_FIELDS.map((f) => f.fieldCode).filter((code) => unanswered.has(code)),
    materials: [...policy.materials],
    eligibility: [...(policy.eligibility ?? [])],
    profile,
  };
}

/** A person's profile for matching: residence county from the account, these answers (default: the latest). */
export async function personProfile(
  ctx: DemoContext,
  session: Session,
  answers?: Record<string, string>,
): Promise<ApplicantProfile> {
  return withAnswers(
    await profileOf(ctx, session),
    answers ?? (await latestAnswersOf(ctx, session.accountId)),
  );
}
