import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseInfoPage } from '../../../features/user-centre/pages/enterprise-info-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';

export const Route = createFileRoute('/_portal/enterprise/enterpriseInfo')({
  loader: ({ context }) => prefetchFor('enterpriseInfo', context.queryClient, centreQueries.enterprise()),
  component: EnterpriseInfoPage,
});
