// The news screens' calls, each answer parsed at the edge.
import { arr, obj, page, str, withDefault, type Parser } from '../../../shared/api/parse';
import type { Article } from '../../../shared/api/contract';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import type { PagedSearch } from '../../../shared/routing/paged-search';

export const parseArticle: Parser<Article> = obj({
  id: str,
  title: str,
  summary: withDefault(str, ''),
  source: withDefault(str, ''),
  publishTime: str,
  countyCode: withDefault(str, ''),
  content: withDefault(str, ''),
  attachments: withDefault(arr(obj({ fileName: str, url: str })), []),
});

export const parseArticlePage = page(parseArticle);

export const fetchNewsPage = (s: PagedSearch, signal?: AbortSignal) =>
  request(paths.newsPage(s.page, s.pageSize), { query: { keyword: s.keyword }, signal }, parseArticlePage);

// the detail screen draws its own not-found and error panels, so its failures stay quiet
export const fetchNewsDetail = (id: string, signal?: AbortSignal) =>
  request(paths.newsDetail(id), { signal }, parseArticle);
