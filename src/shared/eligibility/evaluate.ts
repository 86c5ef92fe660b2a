// Evaluates a policy's conditions against an applicant profile: each met, not met or unknown (to be declared).
import type { ApplicantProfile, ConditionStatus, EligibilityCondition, EnterpriseSize } from './conditions';

export interface ConditionOutcome {
  condition: EligibilityCondition;
  status: ConditionStatus;
}

export type Verdict = 'eligible' | 'toDeclare' | 'ineligible';

export interface Eligibility {
  outcomes: ConditionOutcome[];
  /** ineligible: a hard condition is not met; toDeclare: nothing fails but something is unknown */
  verdict: Verdict;
  /** the hard conditions not met, in policy order */
  failed: ConditionOutcome[];
}

/** The county (6 digits) of a county or street code; undefined for anything else. */
export function countyOf(code: string | undefined | null): string | undefined {
  if (!code || !/^\d{6}(\d{3})?$/.test(code)) return undefined;
  return code.slice(0, 6);
}

const known = (v: string | undefined): v is string => v !== undefined && v !== '';

function byMatch(value: string | undefined, test: (v: string) => boolean): ConditionStatus {
  if (!known(value)) return 'unknown';
  return test(value) ? 'met' : 'notMet';
}

export function evaluateCondition(
  condition: EligibilityCondition,
  profile: ApplicantProfile,
  cityCounties: readonly string[],
): ConditionStatus {
  const enterprise = profile.kind === 'enterprise';
  switch (condition.kind) {
    case 'applicant':
      return condition.allowed === 'both' || condition.allowed === profile.kind ? 'met' : 'notMet';
    case 'area': {
      const allowed = condition.counties === 'city' ? cityCounties : condition.counties;
      return byMatch(profile.countyCode, (c) => allowed.includes(c));
    }
    case 'enterpriseType':
      if (!enterprise) return 'notMet';
      return byMatch(profile.enterpriseType, (t) => condition.anyOf.some((w) => t.includes(w)));
    case 'industry':
      if (!enterprise) return 'notMet';
      return byMatch(profile.industry, (i) => condition.anyOf.includes(i));
    case 'size':
      if (!enterprise) return 'notMet';
      return byMatch(profile.size, (s) => condition.anyOf.includes(s as EnterpriseSize));
    case 'founded':
      if (!enterprise) return 'notMet';
      return byMatch(
        profile.foundedOn,
        (d) =>
          (!condition.notBefore || d >= condition.notBefore) &&
          (!condition.notAfter || d <= condition.notAfter),
      );
    case 'situation': {
      const answer = profile.answers?.[condition.fieldCode];
      return byMatch(answer, (a) => a.split(',').some((v) => condition.anyOf.includes(v)));
    }
  }
}

export function evaluateEligibility(
  conditions: readonly EligibilityCondition[],
  profile: ApplicantProfile,
  cityCounties: readonly string[],
): Eligibility {
  const outcomes = conditions.map((condition) => ({
    condition,
    status: evaluateCondition(condition, profile, cityCounties),
  }));
  const failed = outcomes.filter((o) => o.condition.hard && o.status === 'notMet');
  const verdict: Verdict =
    failed.length > 0 ? 'ineligible' : outcomes.some((o) => o.status !== 'met') ? 'toDeclare' : 'eligible';
  return { outcomes, verdict, failed };
}

/** The profile with the applicant's declarations filling what the account does not know (never overriding it). */
export function withDeclarations(
  profile: ApplicantProfile,
  declared: { countyCode?: string | undefined },
): ApplicantProfile {
  const county = countyOf(declared.countyCode);
  return profile.countyCode || !county ? profile : { ...profile, countyCode: county };
}
