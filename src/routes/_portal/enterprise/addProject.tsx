import { createFileRoute } from '@tanstack/react-router';
import { AddProjectPage } from '../../../features/user-centre/pages/add-project-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';

export const Route = createFileRoute('/_portal/enterprise/addProject')({
  loader: ({ context }) => prefetchFor('addProject', context.queryClient, centreQueries.enterpriseTypes()),
  component: AddProjectPage,
});
