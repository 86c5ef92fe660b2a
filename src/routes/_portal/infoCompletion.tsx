import { createFileRoute } from '@tanstack/react-router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { regionQueries } from '../../shared/api/region-queries';
import { InfoCompletionPage } from '../../features/session/pages/info-completion-page';

export const Route = createFileRoute('/_portal/infoCompletion')({
  loader: ({ context }) => loadForScreen(context.queryClient, regionQueries.counties()),
  component: InfoCompletionPage,
});
