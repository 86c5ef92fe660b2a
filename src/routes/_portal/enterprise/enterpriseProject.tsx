import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseProjectPage } from '../../../features/user-centre/pages/enterprise-project-page';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/enterpriseProject')({
  ...pagedScreen('enterpriseProject', (q) => q.projects),
  component: EnterpriseProject,
});

function EnterpriseProject() {
  return <EnterpriseProjectPage {...useSearchProps(Route)} />;
}
