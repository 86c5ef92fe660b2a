// Search params every paged or record screen shares: a bad value becomes its default, never a crash.
import { countyByCode } from '../config/city';
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, type PageSize } from '../api/paging';
import { parseId, parseKeyword, searchText } from './search-params';

type Raw = Record<string, unknown>;

/** A county code of the city config, else "" meaning every county. */
export function parseCounty(value: unknown): string {
  const code = searchText(value);
  return countyByCode(code) ? code : '';
}

export interface PagedSearch {
  page: number;
  pageSize: PageSize;
  keyword: string;
}

export const PAGED_SEARCH_DEFAULTS: PagedSearch = { page: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: '' };

export function validatePagedSearch(input: object): PagedSearch {
  const raw = input as Raw;
  return {
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize),
    keyword: parseKeyword(raw.keyword, 'cut'),
  };
}

export function validateIdSearch(input: object): { id: string } {
  return { id: parseId((input as Raw).id) };
}
