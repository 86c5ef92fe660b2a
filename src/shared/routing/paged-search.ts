// Search params every paged or record screen shares: a bad value becomes its default, never a crash (the
// schemas are in search-schemas.ts).
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '../api/paging';
import { idSearchSchema, pagedSearchSchema, type PagedSearch } from './search-schemas';

export { parseCounty, type PagedSearch } from './search-schemas';

export const PAGED_SEARCH_DEFAULTS: PagedSearch = { page: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: '' };

export function validatePagedSearch(input: object): PagedSearch {
  return v.parse(pagedSearchSchema, input);
}

export function validateIdSearch(input: object): { id: string } {
  return v.parse(idSearchSchema, input);
}
