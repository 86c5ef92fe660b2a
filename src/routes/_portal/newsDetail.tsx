import { createFileRoute } from '@tanstack/react-router';
import { contentQueries } from '../../features/content/api/content-queries';
import { validateIdSearch } from '../../features/content/api/content-search';
import { NewsDetailPage } from '../../features/content/pages/news-detail-page';
import { idScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/newsDetail')({
  ...idScreen(validateIdSearch, contentQueries.newsDetail),
  component: NewsDetailPage,
});
