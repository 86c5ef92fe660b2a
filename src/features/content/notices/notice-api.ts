// 申报公示 and 兑现公告: one paged call each, the same answer shape.
import { publicityPageSchema } from '../../../shared/api/schemas/content';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { PUBLICITY_SEARCH_DEFAULTS } from '../../../shared/routing/paged-search';
import { publicitySearchSchema, type PublicitySearch } from '../../../shared/routing/search-schemas';

export type { PublicitySearch };
export type PublicityKind = 'publicity' | 'notice';

export { PUBLICITY_SEARCH_DEFAULTS };

/** the route's search schema (Standard Schema) */
export const publicitySearch = publicitySearchSchema;

export const fetchPublicityPage = (kind: PublicityKind, s: PublicitySearch, signal?: AbortSignal) =>
  request(
    paths.publicityPage(kind, s.page, s.pageSize),
    { query: { keyword: s.keyword, countyCode: s.county }, signal },
    publicityPageSchema,
  );
