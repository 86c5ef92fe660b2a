import { createFileRoute } from '@tanstack/react-router';
import { PAGED_SEARCH_DEFAULTS, validatePagedSearch } from '../../shared/routing/paged-search';
import { NewsListPage } from '../../features/content/news/news-list-page';
import { pagedScreen } from './-screen-route';
import { useSearchProps } from '../../shared/routing/search-props';

/** The news queries, with their calls and schemas, arrive with the news screens, not in the route tree. */
const newsQueries = () => import('../../features/content/news/news-queries').then((m) => m.newsQueries);

export const Route = createFileRoute('/_portal/newsList')({
  ...pagedScreen(validatePagedSearch, PAGED_SEARCH_DEFAULTS, async (search) =>
    (await newsQueries()).page(search),
  ),
  component: NewsList,
});

function NewsList() {
  return <NewsListPage {...useSearchProps(Route)} />;
}
