import { createFileRoute } from '@tanstack/react-router';
import { contentQueries, warm } from '../../features/content/api/content-queries';
import { InfoCompletionPage } from '../../features/content/pages/info-completion-page';

export const Route = createFileRoute('/_portal/infoCompletion')({
  loader: ({ context }) => warm(context.queryClient.ensureQueryData(contentQueries.counties())),
  component: InfoCompletionPage,
});
