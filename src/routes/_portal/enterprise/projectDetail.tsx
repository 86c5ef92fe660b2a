import { createFileRoute } from '@tanstack/react-router';
import { ProjectDetailPage } from '../../../features/user-centre/pages/project-detail-page';
import { detailScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/projectDetail')({
  ...detailScreen('projectDetail', (q) => q.project),
  component: ProjectDetail,
});

function ProjectDetail() {
  return <ProjectDetailPage id={Route.useSearch().id} />;
}
