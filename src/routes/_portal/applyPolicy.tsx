import { createFileRoute } from '@tanstack/react-router';
import { policySummaryQueries } from '../../shared/api/policy-summary';
import { validateIdSearch } from '../../shared/routing/paged-search';
import { ApplyPolicyPage } from '../../features/apply/pages/apply-policy-page';
import { idScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/applyPolicy')({
  ...idScreen(validateIdSearch, policySummaryQueries.summary),
  component: ApplyPolicy,
});

function ApplyPolicy() {
  return <ApplyPolicyPage id={Route.useSearch().id} />;
}
