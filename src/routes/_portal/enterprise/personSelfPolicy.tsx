import { createFileRoute } from '@tanstack/react-router';
import { PersonSelfPolicyPage } from '../../../features/user-centre/pages/person-self-policy-page';
import { pagedScreen } from './-centre-loaders';
import { useSearchProps } from '../../../shared/routing/search-props';

export const Route = createFileRoute('/_portal/enterprise/personSelfPolicy')({
  ...pagedScreen('personSelfPolicy', (q) => q.personalPolicies),
  component: PersonSelfPolicy,
});

function PersonSelfPolicy() {
  return <PersonSelfPolicyPage {...useSearchProps(Route)} />;
}
