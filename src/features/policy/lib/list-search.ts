// The policy list keeps ALL its state in the URL; every value is validated and a bad one becomes its default.
import type { AmountRange, Audience, OrderModel } from '../../../shared/api/contract';
import { AMOUNT_RANGES } from '../../../shared/api/amount-range';
import { city } from '../../../shared/config/city';
import { parseChoice, parseKeyword } from '../../../shared/routing/search-params';
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, type PageSize } from '../../../shared/api/paging';

export { PAGE_SIZES, type PageSize } from '../../../shared/api/paging';
/** 4 = closing soonest */
export const ORDER_MODELS = [1, 2, 3, 4] as const;

export interface ListSearch {
  keyword: string;
  page: number;
  pageSize: PageSize;
  orderModel: OrderModel;
  audience: Audience;
  countyCode?: string;
  declarationType?: 1 | 2;
  /** 1 = only policies open for application now */
  applyState?: 1;
  amountRange?: AmountRange;
}

export const LIST_DEFAULTS: ListSearch = {
  keyword: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  orderModel: 1,
  audience: 1,
};

export function parseAudience(value: unknown): Audience {
  return parseChoice(value, [1, 2] as const) ?? 1;
}

// every area can filter the list, 泉州台商投资区 included (its own site is only the county menu's target)
const countyCodes = new Set(city.counties.map((c) => c.code));

export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const county =
    typeof raw.countyCode === 'string' || typeof raw.countyCode === 'number' ? String(raw.countyCode) : '';
  const search: ListSearch = {
    keyword: parseKeyword(raw.keyword),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize),
    orderModel: parseChoice(raw.orderModel, ORDER_MODELS) ?? 1,
    audience: parseAudience(raw.audience),
  };
  // every optional key is written, even as undefined: the router merges the raw URL values under the
  // validated ones, so a key left out would let a bad URL value through to the page and the loader
  search.countyCode = countyCodes.has(county) ? county : undefined;
  search.declarationType = parseChoice(raw.declarationType, [1, 2] as const);
  search.applyState = parseChoice(raw.applyState, [1] as const);
  search.amountRange = parseChoice(raw.amountRange, AMOUNT_RANGES);
  return search;
}
