import { createFileRoute } from '@tanstack/react-router';
import { MyMessagePage } from '../../../features/user-centre/pages/my-message-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import { validatePageSearch } from '../../../features/user-centre/lib/search-params';

export const Route = createFileRoute('/_portal/enterprise/myMessage')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchFor('myMessage', context.queryClient, centreQueries.messages(deps)),
  component: MyMessagePage,
});
