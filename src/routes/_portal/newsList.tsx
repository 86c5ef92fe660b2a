import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../features/content/api/content-queries';
import { NEWS_SEARCH_DEFAULTS, validateNewsSearch } from '../../features/content/api/content-search';
import { NewsListPage } from '../../features/content/pages/news-list-page';
import { pagedScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/newsList')({
  ...pagedScreen(validateNewsSearch, NEWS_SEARCH_DEFAULTS, contentQueries.newsPage),
  component: NewsListPage,
});
