import { createFileRoute } from '@tanstack/react-router';
import { ConsultDetailPage } from '../../../features/user-centre/pages/consult-detail-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validateIdSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/listConsultDetail')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.id
      ? prefetchFor('listConsultDetail', context.queryClient, centreQueries.consultDetail(deps.id))
      : undefined,
  component: function ListConsultDetailScreen() {
    const { id } = Route.useSearch();
    return <ConsultDetailPage id={id} view="thread" />;
  },
});
