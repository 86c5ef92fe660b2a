// The saved-policies feature's pieces that the detail and 免申即享 screens show in their slots (this file is
// not a route: the router skips names starting with "-").
import type { PolicyDetail } from '../../shared/api/contract';
import { policyQueries } from '../../features/policy/api/policy-queries';
import { SavePolicyButton } from '../../features/saved-policies/components/save-policy-button';
import { DeviceReminderButton } from '../../features/saved-policies/components/device-reminder-button';

export const keepTrackSlots = {
  actions: (p: PolicyDetail) => <SavePolicyButton policy={p} detailQuery={policyQueries.detail} />,
  deviceReminder: (p: PolicyDetail) => <DeviceReminderButton policy={p} detailQuery={policyQueries.detail} />,
};
