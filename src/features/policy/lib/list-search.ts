// The policy list keeps ALL its state in the URL; every value is validated and a bad one becomes its default.
import type { Audience, OrderModel } from '../../../shared/api/contract';
import { city } from '../../../shared/config/city';
import { parseKeyword } from '../../../shared/routing/search-params';

export const PAGE_SIZES = [10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const ORDER_MODELS = [1, 2, 3] as const;

export interface ListSearch {
  keyword: string;
  page: number;
  pageSize: PageSize;
  orderModel: OrderModel;
  audience: Audience;
  countyCode?: string;
  declarationType?: 1 | 2;
}

export const LIST_DEFAULTS: ListSearch = { keyword: '', page: 1, pageSize: 10, orderModel: 1, audience: 1 };

function toInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

function pick<T extends number>(value: unknown, allowed: readonly T[]): T | undefined {
  const n = toInt(value);
  return allowed.find((a) => a === n);
}

export function parseAudience(value: unknown): Audience {
  return pick(value, [1, 2] as const) ?? 1;
}

const countyCodes = new Set(city.counties.filter((c) => !c.externalUrl).map((c) => c.code));

export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const page = toInt(raw.page);
  const county =
    typeof raw.countyCode === 'string' || typeof raw.countyCode === 'number' ? String(raw.countyCode) : '';
  const search: ListSearch = {
    keyword: parseKeyword(raw.keyword),
    page: page !== undefined && page >= 1 ? page : 1,
    pageSize: pick(raw.pageSize, PAGE_SIZES) ?? 10,
    orderModel: pick(raw.orderModel, ORDER_MODELS) ?? 1,
    audience: parseAudience(raw.audience),
  };
  if (countyCodes.has(county)) search.countyCode = county;
  const declarationType = pick(raw.declarationType, [1, 2] as const);
  if (declarationType) search.declarationType = declarationType;
  return search;
}
