import { createFileRoute } from '@tanstack/react-router';
import { FreeTrialPage } from '../../features/policy/pages/free-trial-page';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { validateFreeTrialSearch } from '../../features/policy/lib/detail-search';
import { idScreen } from './-screen-route';
import { SavePolicyButton } from '../../features/saved-policies/components/save-policy-button';
import { DeviceReminderButton } from '../../features/saved-policies/components/device-reminder-button';

export const Route = createFileRoute('/_portal/freeTrial')({
  ...idScreen(validateFreeTrialSearch, policyQueries.detail),
  component: FreeTrial,
});

function FreeTrial() {
  return (
    <FreeTrialPage
      search={Route.useSearch()}
      actions={(p) => <SavePolicyButton policy={p} detailQuery={policyQueries.detail} />}
      deviceReminder={(p) => <DeviceReminderButton policy={p} detailQuery={policyQueries.detail} />}
    />
  );
}
