import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { contentQueries, warm } from '../../features/content/api/content-queries';
import { validateNewsSearch, type PagedSearch } from '../../features/content/api/content-search';
import { NewsListPage } from '../../features/content/pages/news-list-page';

export const Route = createFileRoute('/_portal/newsList')({
  validateSearch: (raw: Partial<PagedSearch> & SearchSchemaInput) => validateNewsSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => warm(context.queryClient.ensureQueryData(contentQueries.newsPage(deps))),
  component: NewsListPage,
});
