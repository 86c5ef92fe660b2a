import { createFileRoute } from '@tanstack/react-router';
import { newsQueries } from '../../features/news/api/news-queries';
import { validateIdSearch } from '../../shared/routing/paged-search';
import { NewsDetailPage } from '../../features/news/pages/news-detail-page';
import { idScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/newsDetail')({
  ...idScreen(validateIdSearch, newsQueries.detail),
  component: NewsDetail,
});

function NewsDetail() {
  return <NewsDetailPage id={Route.useSearch().id} />;
}
