import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../features/content/api/content-queries';
import { regionQueries } from '../../shared/api/region-queries';
import { InfoCompletionPage } from '../../features/content/pages/info-completion-page';

export const Route = createFileRoute('/_portal/infoCompletion')({
  loader: ({ context }) => warm(context.queryClient.ensureQueryData(regionQueries.counties())),
  component: InfoCompletionPage,
});
