import { createFileRoute } from '@tanstack/react-router';
import { MyMaterialsPage } from '../../../features/user-centre/pages/my-materials-page';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';

export const Route = createFileRoute('/_portal/enterprise/myMaterials')({
  loader: async ({ context }) => {
    const { lockerQuery } = await import('../../../shared/locker/locker-api');
    await prefetchFor('myMaterials', context.queryClient, lockerQuery());
  },
  component: MyMaterialsPage,
});
