// The policy list's filters and sort, as the address, a saved search and the service worker read them: every
// value is validated and a bad one becomes its default (docs/product.md#home-and-policy-list).
import type { AmountRange, Audience, OrderModel } from './contract';
import { AMOUNT_RANGES } from './amount-range';
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, type PageSize } from './paging';
import { INDUSTRY_CODES, type IndustryCode } from './policy-facets';
import { ENTERPRISE_SIZES, type EnterpriseSize } from '../eligibility/conditions';
import { city } from '../config/city';
import { parseChoice, parseKeyword, searchText } from '../routing/search-params';

/** 4 = closing soonest */
export const ORDER_MODELS = [1, 2, 3, 4] as const;
export const DEPARTMENT_MAX = 40;

/** What a saved search keeps: the list's filters and sort, without the page. */
export interface PolicyListFilters {
  keyword: string;
  orderModel: OrderModel;
  /** the applicant kind: 1 enterprise, 2 person */
  audience: Audience;
  countyCode?: string;
  declarationType?: 1 | 2;
  /** 1 = only policies open for application now */
  applyState?: 1;
  amountRange?: AmountRange;
  /** GB/T 4754 section letter; enterprise policies only */
  industry?: IndustryCode;
  /** enterprise policies only */
  enterpriseSize?: EnterpriseSize;
  /** the competent department's full name */
  department?: string;
}

export interface PolicyListParams extends PolicyListFilters {
  page: number;
  pageSize: PageSize;
}

export const LIST_DEFAULTS: PolicyListParams = {
  keyword: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  orderModel: 1,
  audience: 1,
};

/** The keys a link may carry that are checked against a fixed set of values: a bad one gets a note. */
export const CHECKED_KEYS = [
  'orderModel',
  'audience',
  'declarationType',
  'applyState',
  'amountRange',
  'industry',
  'enterpriseSize',
  'department',
] as const satisfies readonly (keyof PolicyListFilters)[];

export function parseAudience(value: unknown): Audience {
  return parseChoice(value, [1, 2] as const) ?? 1;
}

function oneOfText<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const text = searchText(value).trim();
  return allowed.find((a) => a === text);
}

/** A department name: plain text of at most 40 characters, no markup or control characters. */
export function parseDepartment(value: unknown): string | undefined {
  const text = searchText(value).trim();
  if (!text || text.length > DEPARTMENT_MAX || /[<>"'`\\]|\p{Cc}/u.test(text)) return undefined;
  return text;
}

// every area can filter the list, 泉州台商投资区 included (its own site is only the county menu's target)
const countyCodes = new Set(city.counties.map((c) => c.code));

export function parseListFilters(raw: Record<string, unknown>): PolicyListFilters {
  const county = searchText(raw.countyCode);
  const audience = parseAudience(raw.audience);
  const filters: PolicyListFilters = {
    keyword: parseKeyword(raw.keyword),
    orderModel: parseChoice(raw.orderModel, ORDER_MODELS) ?? 1,
    audience,
  };
  // every optional key is written, even as undefined: the router merges the raw URL values under the
  // validated ones, so a key left out would let a bad URL value through to the page and the loader
  filters.countyCode = countyCodes.has(county) ? county : undefined;
  filters.declarationType = parseChoice(raw.declarationType, [1, 2] as const);
  filters.applyState = parseChoice(raw.applyState, [1] as const);
  filters.amountRange = parseChoice(raw.amountRange, AMOUNT_RANGES);
  // industry and size are conditions of enterprise policies: a person's list has none
  filters.industry = audience === 1 ? oneOfText(raw.industry, INDUSTRY_CODES) : undefined;
  filters.enterpriseSize = audience === 1 ? oneOfText(raw.enterpriseSize, ENTERPRISE_SIZES) : undefined;
  filters.department = parseDepartment(raw.department);
  return filters;
}

export function parseListParams(raw: Record<string, unknown>): PolicyListParams {
  return { ...parseListFilters(raw), page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize) };
}

/**
 * The checked keys the address wrote but that were not kept (malformed, unknown, or not for this applicant
 * kind): the list names them in a note instead of silently showing something else.
 */
export function rejectedKeys(
  raw: Record<string, unknown>,
  kept: PolicyListFilters,
): (typeof CHECKED_KEYS)[number][] {
  return CHECKED_KEYS.filter((key) => {
    const value = raw[key];
    if (value === undefined || value === null || searchText(value).trim() === '') return false;
    return String(kept[key] ?? '') !== searchText(value).trim();
  });
}
