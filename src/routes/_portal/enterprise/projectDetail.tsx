import { createFileRoute } from '@tanstack/react-router';
import { ProjectDetailPage } from '../../../features/user-centre/pages/project-detail-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validateIdSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/projectDetail')({
  validateSearch: validateIdSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.id ? prefetchFor('projectDetail', context.queryClient, centreQueries.project(deps.id)) : undefined,
  component: ProjectDetailPage,
});
