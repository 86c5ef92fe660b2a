import { createFileRoute } from '@tanstack/react-router';
import { AddProjectPage } from '../../../features/user-centre/pages/add-project-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { fixedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/addProject')({
  ...fixedScreen('addProject', centreQueries.enterpriseTypes()),
  component: AddProjectPage,
});
