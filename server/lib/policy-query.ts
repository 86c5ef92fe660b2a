// Filtering and ordering of the policy catalogue for the list, suggestion and matching endpoints.
import type { AmountRange, Audience, OrderModel, PolicyQuery } from '../../src/shared/api/contract';
import { inAmountRange } from '../../src/shared/api/amount-range';
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
  };
}

/** Closing soonest: open policies by their last day, then those not yet open, then the closed ones. */
function closingRank(p: PolicyRecord, now: Date): number {
  const state = applyTimeState(p, now);
  return state === 1 ? 0 : state === 2 ? 1 : 2;
}

export function sortPolicies(
  list: readonly PolicyRecord[],
  order: OrderModel,
  now: Date = new Date(),
): PolicyRecord[] {
  const copy = [...list];
  if (order === 4)
    copy.sort(
      (a, b) =>
        closingRank(a, now) - closingRank(b, now) ||
        (closingRank(a, now) === 2
          ? b.declareEnd.localeCompare(a.declareEnd)
          : a.declareEnd.localeCompare(b.declareEnd)) ||
        a.id.localeCompare(b.id),
    );
  else if (order === 2) copy.sort((a, b) => b.applyCount - a.applyCount || a.id.localeCompare(b.id));
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
      (!keyword ||
        p.policyName.toLowerCase().includes(keyword) ||
        p.competentDepartmentPath.includes(keyword)),
  );
  return sortPolicies(hits, f.orderModel, now);
}

export type PolicyQueryBody = Partial<PolicyQuery> & Record<string, unknown>;
