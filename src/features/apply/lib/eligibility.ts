// The shared eligibility model evaluated for this city's counties.
import { city } from '../../../shared/config/city';
import type { ApplicantProfile, EligibilityCondition } from '../../../shared/eligibility/conditions';
import { evaluateEligibility, withDeclarations } from '../../../shared/eligibility/evaluate';

const COUNTIES = city.counties.map((c) => c.code);

export function eligibilityFor(
  conditions: readonly EligibilityCondition[],
  profile: ApplicantProfile,
  declared: { countyCode?: string } = {},
) {
  return evaluateEligibility(conditions, withDeclarations(profile, declared), COUNTIES);
}
