import { createFileRoute } from '@tanstack/react-router';
import { ConsultDetailPage } from '../../../features/user-centre/pages/consult-detail-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validateIdSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/consultDetail')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.id
      ? prefetchFor('consultDetail', context.queryClient, centreQueries.consultDetail(deps.id))
      : undefined,
  component: function ConsultDetailScreen() {
    const { id } = Route.useSearch();
    return <ConsultDetailPage id={id} view="particulars" />;
  },
});
