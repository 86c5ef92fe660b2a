import { createFileRoute } from '@tanstack/react-router';
import { MyConsultPage } from '../../../features/user-centre/pages/my-consult-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validatePageSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/myConsult')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchFor('myConsult', context.queryClient, centreQueries.consults(deps)),
  component: MyConsultPage,
});
