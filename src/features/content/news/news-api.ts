// The news screens' calls, each answer parsed at the edge.
import { articlePageSchema, articleSchema } from '../../../shared/api/schemas/content';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import type { PagedSearch } from '../../../shared/routing/paged-search';

export const fetchNewsPage = (s: PagedSearch, signal?: AbortSignal) =>
  request(paths.newsPage(s.page, s.pageSize), { query: { keyword: s.keyword }, signal }, articlePageSchema);

// the detail screen draws its own not-found and error panels, so its failures stay quiet
export const fetchNewsDetail = (id: string, signal?: AbortSignal) =>
  request(paths.newsDetail(id), { signal }, articleSchema);
