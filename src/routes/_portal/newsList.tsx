import { createFileRoute } from '@tanstack/react-router';
import { newsQueries } from '../../features/news/api/news-queries';
import { PAGED_SEARCH_DEFAULTS, validatePagedSearch } from '../../shared/routing/paged-search';
import { NewsListPage } from '../../features/news/pages/news-list-page';
import { pagedScreen } from './-screen-route';
import { useSearchProps } from '../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/newsList')({
  ...pagedScreen(validatePagedSearch, PAGED_SEARCH_DEFAULTS, newsQueries.page),
  component: NewsList,
});

function NewsList() {
  return <NewsListPage {...useSearchProps(Route)} />;
}
