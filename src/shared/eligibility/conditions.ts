// The eligibility model: what a policy asks of its applicant, and what is known of an applicant.
// One model for applying, 免申即享 and matching, evaluated alike in the browser and in the demo server.

export type ApplicantKind = 'person' | 'enterprise';
export type EnterpriseSize = 'micro' | 'small' | 'medium' | 'large';
export const ENTERPRISE_SIZES: readonly EnterpriseSize[] = ['micro', 'small', 'medium', 'large'];

// the conditions and the profile: their types are inferred from their schemas (./eligibility-schema.ts)
export type {
  ApplicantCondition,
  ApplicantProfile,
  AreaCondition,
  EligibilityCondition,
  EnterpriseTypeCondition,
  FoundedCondition,
  IndustryCondition,
  SituationCondition,
  SizeCondition,
} from './eligibility-schema';
import type { EligibilityCondition } from './eligibility-schema';

export type ConditionKind = EligibilityCondition['kind'];

/** An enterprise profile field a policy may condition on: the condition kinds the enterprise record fills. */
export type EnterpriseProfileField = Exclude<ConditionKind, 'applicant' | 'situation'>;

export type ConditionStatus = 'met' | 'notMet' | 'unknown';
