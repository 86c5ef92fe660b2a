import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { overviewQueries } from '../../features/content/overview/overview-api';
import { statisticsQueries } from '../../shared/api/statistics-queries';
import { OverviewPage } from '../../features/content/overview/overview-page';

export const Route = createFileRoute('/_portal/overviewDetail')({
  loader: ({ context }) =>
    loadForScreen(context.queryClient, statisticsQueries.summary(), overviewQueries.rewardCount()),
  component: OverviewPage,
});
