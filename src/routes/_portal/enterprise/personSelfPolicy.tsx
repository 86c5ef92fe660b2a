import { createFileRoute } from '@tanstack/react-router';
import { PersonSelfPolicyPage } from '../../../features/user-centre/pages/person-self-policy-page';
import { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { pagedScreen } from './-centre-loaders';

export const Route = createFileRoute('/_portal/enterprise/personSelfPolicy')({
  ...pagedScreen('personSelfPolicy', centreQueries.personalPolicies),
  component: PersonSelfPolicy,
});

function PersonSelfPolicy() {
  const navigate = Route.useNavigate();
  return (
    <PersonSelfPolicyPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
  );
}
