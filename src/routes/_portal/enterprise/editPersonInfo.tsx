import { createFileRoute } from '@tanstack/react-router';
import { EditPersonInfoPage } from '../../../features/user-centre/pages/edit-person-info-page';
import { fixedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/editPersonInfo')({
  ...fixedScreen('editPersonInfo', (q) => q.person()),
  component: EditPersonInfoPage,
});
