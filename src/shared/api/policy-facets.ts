// What the list filters on beyond the plain fields, read from a policy's eligibility conditions: who may
// apply, where, in which industry and of which size. One reading for the demo server's list query and the
// list's offline filtering of the pages this device holds (docs/product.md#home-and-policy-list).
import type { EligibilityCondition, EnterpriseSize } from '../eligibility/conditions';

/** GB/T 4754-2017 sections an enterprise policy of the city may be limited to, by their letter. */
export const INDUSTRIES = {
  A: '农、林、牧、渔业',
  C: '制造业',
  E: '建筑业',
  F: '批发和零售业',
  G: '交通运输、仓储和邮政业',
  H: '住宿和餐饮业',
  I: '信息传输、软件和信息技术服务业',
  M: '科学研究和技术服务业',
} as const;
export type IndustryCode = keyof typeof INDUSTRIES;
export const INDUSTRY_CODES = Object.keys(INDUSTRIES) as IndustryCode[];

/** The kinds of condition the list reads: the rest (a person's situation) stay on the detail. */
const LIST_KINDS = new Set<EligibilityCondition['kind']>(['applicant', 'area', 'industry', 'size']);

export function listConditions(all: readonly EligibilityCondition[]): EligibilityCondition[] {
  return all.filter((c) => LIST_KINDS.has(c.kind));
}

/**
 * Whether an enterprise of this industry may apply: the policy names no industry, or names this one. A
 * policy for people has no industry and fits every filter only when none is chosen.
 */
export function fitsIndustry(conditions: readonly EligibilityCondition[], code: IndustryCode): boolean {
  const name = INDUSTRIES[code];
  return conditions.every((c) => c.kind !== 'industry' || c.anyOf.includes(name));
}

export function fitsSize(conditions: readonly EligibilityCondition[], size: EnterpriseSize): boolean {
  return conditions.every((c) => c.kind !== 'size' || c.anyOf.includes(size));
}

/** A county's scope: policies for the whole city and those naming the county. */
export function fitsCounty(conditions: readonly EligibilityCondition[], county: string): boolean {
  return conditions.every((c) => c.kind !== 'area' || c.counties === 'city' || c.counties.includes(county));
}

/** The list's audience a policy is for (1 enterprise, 2 person); undefined when it does not say. */
export function audienceOf(conditions: readonly EligibilityCondition[]): 1 | 2 | undefined {
  const applicant = conditions.find((c) => c.kind === 'applicant');
  if (!applicant || applicant.kind !== 'applicant' || applicant.allowed === 'both') return undefined;
  return applicant.allowed === 'enterprise' ? 1 : 2;
}

interface Closing {
  id: string;
  /** 1 open, 2 not yet open, 3 closed */
  applyTimeState: number;
  /** last day, YYYY-MM-DD */
  declareEnd: string;
}

const closingRank = (state: number) => (state === 1 ? 0 : state === 2 ? 1 : 2);

/** Closing soonest: open policies by their last day, then those not yet open, then the closed ones (latest first). */
export function byClosing(a: Closing, b: Closing): number {
  const ra = closingRank(a.applyTimeState);
  return (
    ra - closingRank(b.applyTimeState) ||
    (ra === 2 ? b.declareEnd.localeCompare(a.declareEnd) : a.declareEnd.localeCompare(b.declareEnd)) ||
    a.id.localeCompare(b.id)
  );
}
