// The news feature's query options: components never write key arrays.
import { keepPreviousData } from '@tanstack/react-query';
import { publicQuery } from '../../../shared/api/scoped-query';
import type { PagedSearch } from '../../../shared/routing/paged-search';
import { articlePageSchema, articleSchema } from '../../../shared/api/schemas/content';
import { fetchNewsDetail, fetchNewsPage } from './news-api';

export const newsQueries = {
  all: () => ['news'] as const,
  page: (s: PagedSearch) =>
    publicQuery([...newsQueries.all(), 'page', s], (signal) => fetchNewsPage(s, signal), {
      parse: articlePageSchema,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    publicQuery([...newsQueries.all(), 'detail', id], (signal) => fetchNewsDetail(id, signal), {
      parse: articleSchema,
    }),
};
