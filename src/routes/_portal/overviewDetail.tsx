import { createFileRoute } from '@tanstack/react-router';
import { contentQueries, warm } from '../../features/content/api/content-queries';
import { statisticsQueries } from '../../shared/api/statistics-queries';
import { OverviewPage } from '../../features/content/pages/overview-page';

export const Route = createFileRoute('/_portal/overviewDetail')({
  loader: ({ context }) =>
    warm(
      Promise.all([
        context.queryClient.ensureQueryData(statisticsQueries.summary()),
        context.queryClient.ensureQueryData(contentQueries.rewardCount()),
      ]),
    ),
  component: OverviewPage,
});
