import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseMatchingPage } from '../../features/matching/pages/enterprise-matching-page';
import { PolicyCard } from '../../features/policy/card/policy-card';

// the matches are the account's: the page asks for them once it knows the account is an enterprise's
export const Route = createFileRoute('/_portal/enterpriseMatching')({
  component: EnterpriseMatching,
});

function EnterpriseMatching() {
  return (
    <EnterpriseMatchingPage renderPolicy={(p, order) => <PolicyCard policy={p} headingOrder={order} />} />
  );
}
