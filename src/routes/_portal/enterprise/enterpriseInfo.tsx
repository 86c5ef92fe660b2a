import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseInfoPage } from '../../../features/user-centre/pages/enterprise-info-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { fixedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/enterpriseInfo')({
  ...fixedScreen('enterpriseInfo', centreQueries.enterprise()),
  component: EnterpriseInfoPage,
});
