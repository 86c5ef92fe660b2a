import { createFileRoute } from '@tanstack/react-router';
import { PersonSelfPolicyPage } from '../../../features/user-centre/pages/person-self-policy-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validatePageSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/personSelfPolicy')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchFor('personSelfPolicy', context.queryClient, centreQueries.personalPolicies(deps)),
  component: PersonSelfPolicyPage,
});
