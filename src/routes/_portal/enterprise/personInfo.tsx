import { createFileRoute } from '@tanstack/react-router';
import { PersonInfoPage } from '../../../features/user-centre/pages/person-info-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';

export const Route = createFileRoute('/_portal/enterprise/personInfo')({
  loader: ({ context }) => prefetchFor('personInfo', context.queryClient, centreQueries.person()),
  component: PersonInfoPage,
});
