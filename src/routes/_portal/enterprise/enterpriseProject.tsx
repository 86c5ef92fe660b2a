import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseProjectPage } from '../../../features/user-centre/pages/enterprise-project-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validatePageSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/enterpriseProject')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchFor('enterpriseProject', context.queryClient, centreQueries.projects(deps)),
  component: EnterpriseProjectPage,
});
