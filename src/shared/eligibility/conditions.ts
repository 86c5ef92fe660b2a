// The eligibility model: what a policy asks of its applicant, and what is known of an applicant.
// One model for applying, 免申即享 and matching, evaluated alike in the browser and in the demo server.

export type ApplicantKind = 'person' | 'enterprise';
export type EnterpriseSize = 'micro' | 'small' | 'medium' | 'large';
export const ENTERPRISE_SIZES: readonly EnterpriseSize[] = ['micro', 'small', 'medium', 'large'];

interface Base {
  /** a hard condition not met rules the application out; a soft one only warns */
  hard: boolean;
}

/** Who may apply. */
export interface ApplicantCondition extends Base {
  kind: 'applicant';
  allowed: ApplicantKind | 'both';
}

/** Where the applicant must be registered (enterprise) or live (person): the city, or some counties. */
export interface AreaCondition extends Base {
  kind: 'area';
  /** 'city' = any county of the city; otherwise 6-digit county codes of the city config */
  counties: 'city' | readonly string[];
}

/** Enterprise type: the registered type contains one of these words (e.g. 有限责任公司). */
export interface EnterpriseTypeCondition extends Base {
  kind: 'enterpriseType';
  anyOf: readonly string[];
}

export interface IndustryCondition extends Base {
  kind: 'industry';
  anyOf: readonly string[];
}

export interface SizeCondition extends Base {
  kind: 'size';
  anyOf: readonly EnterpriseSize[];
}

/** Founding date window (YYYY-MM-DD, inclusive). */
export interface FoundedCondition extends Base {
  kind: 'founded';
  notBefore?: string;
  notAfter?: string;
}

/** A person's situation, as a questionnaire question (fieldCode) and the option values it accepts. */
export interface SituationCondition extends Base {
  kind: 'situation';
  fieldCode: string;
  /** 1-based option values of the question */
  anyOf: readonly string[];
  /** the question and accepted answers in words, for the applicant */
  text: string;
}

export type EligibilityCondition =
  | ApplicantCondition
  | AreaCondition
  | EnterpriseTypeCondition
  | IndustryCondition
  | SizeCondition
  | FoundedCondition
  | SituationCondition;

export type ConditionKind = EligibilityCondition['kind'];

/** An enterprise profile field a policy may condition on: the condition kinds the enterprise record fills. */
export type EnterpriseProfileField = Exclude<ConditionKind, 'applicant' | 'situation'>;

/** What is known of the applicant: from the account, the enterprise record and the questionnaire. */
export interface ApplicantProfile {
  kind: ApplicantKind;
  /** 6-digit county code; absent when the account has not said */
  countyCode?: string;
  enterpriseType?: string;
  industry?: string;
  size?: EnterpriseSize;
  /** YYYY-MM-DD */
  foundedOn?: string;
  /** questionnaire answers: fieldCode → comma-separated 1-based option values */
  answers?: Readonly<Record<string, string>>;
  /** the same answers in words, for display */
  answerLabels?: Readonly<Record<string, string>>;
}

export type ConditionStatus = 'met' | 'notMet' | 'unknown';
