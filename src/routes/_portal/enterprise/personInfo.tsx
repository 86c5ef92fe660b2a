import { createFileRoute } from '@tanstack/react-router';
import { PersonInfoPage } from '../../../features/user-centre/pages/person-info-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { fixedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/personInfo')({
  ...fixedScreen('personInfo', centreQueries.person()),
  component: PersonInfoPage,
});
