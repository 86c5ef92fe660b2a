import { createFileRoute } from '@tanstack/react-router';
import { PolicyDetailPage } from '../../features/policy/pages/policy-detail-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { SavePolicyButton } from '../../features/saved-policies/components/save-policy-button';
import { DeviceReminderButton } from '../../features/saved-policies/components/device-reminder-button';
import { validateDetailSearch } from '../../features/policy/lib/detail-search';
import { ApplyAction } from '../../features/apply/components/apply-action';
import { idScreen } from './-screen-route';

export const Route = createFileRoute('/_portal/policyDetail')({
  ...idScreen(validateDetailSearch, policyQueries.detail),
  component: PolicyDetail,
});

function PolicyDetail() {
  return (
    <PolicyDetailPage
      search={Route.useSearch()}
      actions={(p) => <SavePolicyButton policy={p} detailQuery={policyQueries.detail} />}
      deviceReminder={(p) => <DeviceReminderButton policy={p} detailQuery={policyQueries.detail} />}
      applyAction={(p) => <ApplyAction policy={p} />}
    />
  );
}
