import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { contentQueries } from '../../features/content/api/content-queries';
import { statisticsQueries } from '../../shared/api/statistics-queries';
import { OverviewPage } from '../../features/content/pages/overview-page';

export const Route = createFileRoute('/_portal/overviewDetail')({
  loader: ({ context }) =>
    loadForScreen(context.queryClient, statisticsQueries.summary(), contentQueries.rewardCount()),
  component: OverviewPage,
});
