// Matching a policy to an applicant from the shared eligibility model: precise, possible or not matched.
// The rule (docs/product.md#matching): a hard condition not met (another county, the other applicant kind)
// makes the policy not matched; otherwise precise needs every condition met, and the questionnaire
// conditions decide between possible and not matched as before (none met and one answered against it).
import type { ApplicantProfile, EligibilityCondition } from './conditions';
import { evaluateEligibility, type Eligibility } from './evaluate';

export type MatchClass = 'precise' | 'possible' | 'none';

export function classifyMatch(result: Eligibility): MatchClass {
  if (result.failed.length > 0) return 'none';
  const situations = result.outcomes.filter((o) => o.condition.kind === 'situation');
  const met = situations.filter((o) => o.status === 'met').length;
  const notMet = situations.filter((o) => o.status === 'notMet').length;
  if (situations.length > 0 && met === 0 && notMet > 0) return 'none';
  return result.outcomes.every((o) => o.status === 'met') ? 'precise' : 'possible';
}

export function matchConditions(
  conditions: readonly EligibilityCondition[],
  profile: ApplicantProfile,
  cityCounties: readonly string[],
): { result: Eligibility; match: MatchClass } {
  const result = evaluateEligibility(conditions, profile, cityCounties);
  return { result, match: classifyMatch(result) };
}

/** The profile fields a policy's unknown conditions ask for, in condition order, without repeats. */
export function missingProfileFields(result: Eligibility): string[] {
  const fields: string[] = [];
  for (const o of result.outcomes) {
    if (o.status !== 'unknown') continue;
    const field = o.condition.kind === 'situation' ? o.condition.fieldCode : o.condition.kind;
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
}
