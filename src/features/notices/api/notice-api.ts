// 申报公示 and 兑现公告: one paged call each, the same answer shape.
import { publicityPageSchema } from '../../../shared/api/schemas/content';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import {
  parseCounty,
  validatePagedSearch,
  PAGED_SEARCH_DEFAULTS,
  type PagedSearch,
} from '../../../shared/routing/paged-search';

export type PublicityKind = 'publicity' | 'notice';

export interface PublicitySearch extends PagedSearch {
  county: string;
}

export const PUBLICITY_SEARCH_DEFAULTS: PublicitySearch = { ...PAGED_SEARCH_DEFAULTS, county: '' };

export function validatePublicitySearch(input: object): PublicitySearch {
  return { ...validatePagedSearch(input), county: parseCounty((input as Record<string, unknown>).county) };
}

export const fetchPublicityPage = (kind: PublicityKind, s: PublicitySearch, signal?: AbortSignal) =>
  request(
    paths.publicityPage(kind, s.page, s.pageSize),
    { query: { keyword: s.keyword, countyCode: s.county }, signal },
    publicityPageSchema,
  );
