import { createFileRoute } from '@tanstack/react-router';
import { contentQueries, warm } from '../../features/content/api/content-queries';
import { OverviewPage } from '../../features/content/pages/overview-page';

export const Route = createFileRoute('/_portal/overviewDetail')({
  loader: ({ context }) =>
    warm(
      Promise.all([
        context.queryClient.ensureQueryData(contentQueries.statistics()),
        context.queryClient.ensureQueryData(contentQueries.rewardCount()),
        context.queryClient.ensureQueryData(contentQueries.accessCount()),
      ]),
    ),
  component: OverviewPage,
});
