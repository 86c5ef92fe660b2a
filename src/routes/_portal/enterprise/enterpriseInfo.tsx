import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseInfoPage } from '../../../features/user-centre/pages/enterprise-info-page';
import { fixedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/enterpriseInfo')({
  ...fixedScreen('enterpriseInfo', (q) => q.enterprise()),
  component: EnterpriseInfoPage,
});
