// URL search params of the user-centre screens: anything odd becomes a safe default, never a crash.
import type { SearchSchemaInput } from '@tanstack/react-router';
import { parsePage, parsePageSize, type PageSize } from '../../../shared/api/paging';
import { parseId } from '../../../shared/routing/search-params';

export interface PageSearch {
  page: number;
  pageSize: PageSize;
}

/** What a link may pass: every param optional (the input side of the route's search schema). */
export type PageSearchInput = { page?: number | string; pageSize?: number | string } & SearchSchemaInput;
export type IdSearchInput = { id?: string | number } & SearchSchemaInput;

export function parsePageSearch(search: Record<string, unknown>): PageSearch {
  return { page: parsePage(search.page), pageSize: parsePageSize(search.pageSize) };
}

export function parseIdSearch(search: Record<string, unknown>): { id: string } {
  return { id: parseId(search.id) };
}

/** Route validators: links may leave every param out; the URL may hold anything. */
export const validatePageSearch = (search: PageSearchInput): PageSearch => parsePageSearch(search);
export const validateIdSearch = (search: IdSearchInput): { id: string } => parseIdSearch(search);
