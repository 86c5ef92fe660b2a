import { createFileRoute } from '@tanstack/react-router';
import { validateIdSearch } from '../../shared/routing/paged-search';
import { NewsDetailPage } from '../../features/content/news/news-detail-page';
import { idScreen } from './-screen-route';

/** The news queries, with their calls and schemas, arrive with the news screens, not in the route tree. */
const newsQueries = () => import('../../features/content/news/news-queries').then((m) => m.newsQueries);

export const Route = createFileRoute('/_portal/newsDetail')({
  ...idScreen(validateIdSearch, async (id) => (await newsQueries()).detail(id)),
  component: NewsDetail,
});

function NewsDetail() {
  return <NewsDetailPage id={Route.useSearch().id} />;
}
