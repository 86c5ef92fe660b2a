// The notices feature's query options.
import { keepPreviousData } from '@tanstack/react-query';
import { publicQuery } from '../../../shared/api/scoped-query';
import { publicityPageSchema } from '../../../shared/api/schemas/content';
import { fetchPublicityPage, type PublicityKind, type PublicitySearch } from './notice-api';

export const noticeQueries = {
  all: () => ['notices'] as const,
  page: (kind: PublicityKind, s: PublicitySearch) =>
    publicQuery([...noticeQueries.all(), kind, 'page', s], (signal) => fetchPublicityPage(kind, s, signal), {
      parse: publicityPageSchema,
      placeholderData: keepPreviousData,
    }),
};
