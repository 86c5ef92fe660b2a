// URL search params of the user-centre screens: anything odd becomes a safe default, never a crash.
import type { SearchSchemaInput } from '@tanstack/react-router';

export const PAGE_SIZES = [10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
const MAX_PAGE = 100000;
export const MAX_ID_LENGTH = 64;

export interface PageSearch {
  page: number;
  pageSize: PageSize;
}

function toInt(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
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

/** What a link may pass: every param optional (the input side of the route's search schema). */
export type PageSearchInput = { page?: number | string; pageSize?: number | string } & SearchSchemaInput;
export type IdSearchInput = { id?: string | number } & SearchSchemaInput;

export function parsePageSearch(search: Record<string, unknown>): PageSearch {
  return { page: parsePage(search.page), pageSize: parsePageSize(search.pageSize) };
}

/** A usable record id, or '' (the screen then shows its "not found" panel). */
export function parseId(raw: unknown): string {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string') return '';
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_ID_LENGTH && !/\p{Cc}/u.test(trimmed) ? trimmed : '';
}

export function parseIdSearch(search: Record<string, unknown>): { id: string } {
  return { id: parseId(search.id) };
}

/** Route validators: links may leave every param out; the URL may hold anything. */
export const validatePageSearch = (search: PageSearchInput): PageSearch => parsePageSearch(search);
export const validateIdSearch = (search: IdSearchInput): { id: string } => parseIdSearch(search);

/** The last page that still has rows: a page beyond the end jumps back instead of showing nothing. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
