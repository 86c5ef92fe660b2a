import { createFileRoute } from '@tanstack/react-router';
import { MyUrgeHandlingPage } from '../../../features/user-centre/pages/my-urge-handling-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validatePageSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/myUrgeHandling')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchFor('myUrgeHandling', context.queryClient, centreQueries.urges(deps)),
  component: MyUrgeHandlingPage,
});
