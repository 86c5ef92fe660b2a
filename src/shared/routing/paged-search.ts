// Search params every paged or record screen shares: a bad value becomes its default, never a crash (the
// schemas are in search-schemas.ts).
import { DEFAULT_PAGE_SIZE } from '../api/paging';
import { readSure } from '../api/schema';
import { idSearchSchema, pagedSearchSchema, type PagedSearch, type PublicitySearch } from './search-schemas';

export { parseCounty, type PagedSearch } from './search-schemas';

export const PAGED_SEARCH_DEFAULTS: PagedSearch = { page: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: '' };

/** 申报公示 and 兑现公告's defaults (kept out of the address) */
export const PUBLICITY_SEARCH_DEFAULTS: PublicitySearch = { ...PAGED_SEARCH_DEFAULTS, county: '' };

export function validatePagedSearch(input: object): PagedSearch {
  return readSure(pagedSearchSchema, input);
}

export function validateIdSearch(input: object): { id: string } {
  return readSure(idSearchSchema, input);
}
