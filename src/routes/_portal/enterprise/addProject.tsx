import { createFileRoute } from '@tanstack/react-router';
import { AddProjectPage } from '../../../features/user-centre/pages/add-project-page';
import { fixedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/addProject')({
  ...fixedScreen('addProject', (q) => q.enterpriseTypes()),
  component: AddProjectPage,
});
