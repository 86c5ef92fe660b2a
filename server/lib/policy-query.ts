// Filtering and ordering of the policy catalogue for the list, suggestion and matching endpoints.
import type { AmountRange, Audience, OrderModel, PolicyQuery } from '../../src/shared/api/contract';
import { inAmountRange } from '../../src/shared/api/amount-range';
import {
  byClosing,
  fitsIndustry,
  fitsSize,
  INDUSTRY_CODES,
  type IndustryCode,
} from '../../src/shared/api/policy-facets';
import { DEPARTMENT_MAX } from '../../src/shared/api/policy-list-params';
import { ENTERPRISE_SIZES, type EnterpriseSize } from '../../src/shared/eligibility/conditions';
import { applyTimeState, type PolicyRecord } from '../data/policies';
import { findCounty } from '../data/regions';
import { badRequest } from './envelope';

export interface PolicyFilter {
  policyName?: string;
  orderModel: OrderModel;
  countyCode?: string;
  audience: Audience;
  declarationType?: number;
  /** only policies open for application now */
  openNow?: boolean;
  amountRange?: AmountRange;
  industry?: IndustryCode;
  enterpriseSize?: EnterpriseSize;
  department?: string;
}

function toOptionalText<T extends string>(
  value: unknown,
  name: string,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const found = allowed.find((a) => a === value);
  if (!found) throw badRequest(`参数 ${name} 取值不正确，可选值：${allowed.join('、')}`);
  return found;
}

function toDepartment(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.trim().length > DEPARTMENT_MAX)
    throw badRequest(`参数 department 应为不超过${DEPARTMENT_MAX}个字符的部门名称`);
  return value.trim() || undefined;
}

function toOptionalInt(value: unknown, name: string, allowed: readonly number[]): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!allowed.includes(n)) throw badRequest(`参数 ${name} 取值不正确，可选值：${allowed.join('、')}`);
  return n;
}

/** Validates raw query/body values into a filter; `defaultAudience` differs per endpoint. */
export function parsePolicyFilter(raw: Record<string, unknown>, defaultAudience: Audience): PolicyFilter {
  const name = raw.policyName;
  if (name !== undefined && name !== null && typeof name !== 'string')
    throw badRequest('参数 policyName 应为字符串');
  if (typeof name === 'string' && name.length > 100) throw badRequest('搜索关键词不能超过100个字符');
  const county = raw.countyCode;
  if (county !== undefined && county !== null && county !== '') {
    if (typeof county !== 'string' || !findCounty(county)) throw badRequest('区划代码不正确');
  }
  return {
    policyName: typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined,
    orderModel: (toOptionalInt(raw.orderModel, 'orderModel', [1, 2, 3, 4]) ?? 1) as OrderModel,
    countyCode: typeof county === 'string' && county !== '' ? county : undefined,
    audience: (toOptionalInt(raw.audience, 'audience', [1, 2]) ?? defaultAudience) as Audience,
    declarationType: toOptionalInt(raw.declarationType, 'declarationType', [1, 2]),
    openNow: toOptionalInt(raw.applyState, 'applyState', [1]) === 1,
    amountRange: toOptionalInt(raw.amountRange, 'amountRange', [1, 2, 3, 4]) as AmountRange | undefined,
    industry: toOptionalText(raw.industry, 'industry', INDUSTRY_CODES),
    enterpriseSize: toOptionalText(raw.enterpriseSize, 'enterpriseSize', ENTERPRISE_SIZES),
    department: toDepartment(raw.department),
  };
}

export function sortPolicies(
  list: readonly PolicyRecord[],
  order: OrderModel,
  now: Date = new Date(),
): PolicyRecord[] {
  if (order === 4)
    return list
      .map((p) => ({ p, id: p.id, declareEnd: p.declareEnd, applyTimeState: applyTimeState(p, now) }))
      .sort(byClosing)
      .map((k) => k.p);
  const copy = [...list];
  if (order === 2) copy.sort((a, b) => b.applyCount - a.applyCount || a.id.localeCompare(b.id));
  else if (order === 3) copy.sort((a, b) => b.visits - a.visits || a.id.localeCompare(b.id));
  else copy.sort((a, b) => b.publishTime.localeCompare(a.publishTime) || a.id.localeCompare(b.id));
  return copy;
}

/** 市本级 policies apply to the whole city: a county's scope is its own policies plus these. */
export const CITY_LEVEL = '350501';

export function inScope(p: PolicyRecord, countyCode: string | undefined): boolean {
  return !countyCode || p.countyCode === countyCode || p.countyCode === CITY_LEVEL;
}

export function filterPolicies(
  all: readonly PolicyRecord[],
  f: PolicyFilter,
  now: Date = new Date(),
): PolicyRecord[] {
  const keyword = f.policyName?.toLowerCase();
  const hits = all.filter(
    (p) =>
      !p.hidden &&
      p.audience === f.audience &&
      inScope(p, f.countyCode) &&
      (f.declarationType === undefined || p.declarationType === f.declarationType) &&
      (!f.openNow || applyTimeState(p, now) === 1) &&
      (f.amountRange === undefined || inAmountRange(p.rewardMoney, f.amountRange)) &&
      (!f.industry || fitsIndustry(p.eligibility, f.industry)) &&
      (!f.enterpriseSize || fitsSize(p.eligibility, f.enterpriseSize)) &&
      (!f.department || p.competentDepartmentPath === f.department) &&
      (!keyword ||
        p.policyName.toLowerCase().includes(keyword) ||
        p.competentDepartmentPath.includes(keyword)),
  );
  return sortPolicies(hits, f.orderModel, now);
}

export type PolicyQueryBody = Partial<PolicyQuery> & Record<string, unknown>;
