import { createFileRoute } from '@tanstack/react-router';
import { PersonInfoPage } from '../../../features/user-centre/pages/person-info-page';
import { fixedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/personInfo')({
  ...fixedScreen('personInfo', (q) => q.person()),
  component: PersonInfoPage,
});
