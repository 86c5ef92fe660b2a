import { createFileRoute } from '@tanstack/react-router';
import { PolicyDetailPage } from '../../features/policy/detail/policy-detail-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { validateDetailSearch } from '../../features/policy/detail/detail-search';
import { ApplyAction } from '../../features/apply/components/apply-action';
import { idScreen } from './-screen-route';
import { keepTrackSlots } from './-keep-track';

export const Route = createFileRoute('/_portal/policyDetail')({
  ...idScreen(validateDetailSearch, policyQueries.detail),
  component: PolicyDetail,
});

function PolicyDetail() {
  return (
    <PolicyDetailPage
      search={Route.useSearch()}
      {...keepTrackSlots}
      applyAction={(p) => <ApplyAction policy={p} />}
    />
  );
}
