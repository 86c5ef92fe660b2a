import { createFileRoute } from '@tanstack/react-router';
import { MyEnjoyPolicyPage } from '../../../features/user-centre/pages/my-enjoy-policy-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validatePageSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/myEnjoyPolicy')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchFor('myEnjoyPolicy', context.queryClient, centreQueries.enjoys(deps)),
  component: MyEnjoyPolicyPage,
});
