// Paging of every list (default 10, options 10, 15, 20: docs/product.md#home-and-policy-list); URL values are
// parsed, never trusted.
export const PAGE_SIZES = [10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
const MAX_PAGE = 100000;

function toInt(raw: unknown): number | null {
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

export function parsePage(raw: unknown): number {
  const n = toInt(raw);
  return n !== null && n >= 1 && n <= MAX_PAGE ? n : 1;
}

export function parsePageSize(raw: unknown): PageSize {
  const n = toInt(raw);
  return (PAGE_SIZES as readonly number[]).includes(n ?? -1) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
