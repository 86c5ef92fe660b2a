import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { contentQueries } from '../../features/content/api/content-queries';
import {
  NEWS_SEARCH_DEFAULTS,
  validateNewsSearch,
  type PagedSearch,
} from '../../features/content/api/content-search';
import { NewsListPage } from '../../features/content/pages/news-list-page';

export const Route = createFileRoute('/_portal/newsList')({
  validateSearch: (raw: Partial<PagedSearch> & SearchSchemaInput) => validateNewsSearch(raw),
  // defaults stay out of the address so shared links are short
  search: { middlewares: [stripSearchParams(NEWS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadForScreen(context.queryClient, contentQueries.newsPage(deps)),
  component: NewsListPage,
});
