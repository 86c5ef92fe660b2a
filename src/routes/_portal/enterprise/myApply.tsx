import { createFileRoute } from '@tanstack/react-router';
import { MyApplyPage } from '../../../features/user-centre/pages/my-apply-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { pagedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/myApply')({
  ...pagedScreen('myApply', centreQueries.applies),
  component: MyApply,
});

function MyApply() {
  const navigate = Route.useNavigate();
  return <MyApplyPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
