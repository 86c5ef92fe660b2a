import { createFileRoute } from '@tanstack/react-router';
import { EditPersonInfoPage } from '../../../features/user-centre/pages/edit-person-info-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';

export const Route = createFileRoute('/_portal/enterprise/editPersonInfo')({
  loader: ({ context }) => prefetchFor('editPersonInfo', context.queryClient, centreQueries.person()),
  component: EditPersonInfoPage,
});
