import { createFileRoute } from '@tanstack/react-router';
import { MyApplyPage } from '../../../features/user-centre/pages/my-apply-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validatePageSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/myApply')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchFor('myApply', context.queryClient, centreQueries.applies(deps)),
  component: MyApplyPage,
});
