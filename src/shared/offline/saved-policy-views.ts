// The saved policies and the reminder switch as screens read them (useDeviceStore): device views that follow
// their stores, so a save, a removal or a refresh here, in another tab or by the worker shows at once.
import { deviceView, viewsBy } from '../storage/device-view';
import { reminderState } from './reminder-store';
import { savedPolicies } from './saved-policies';

export const savedPolicyViews = {
  /** newest first */
  list: deviceView(() => savedPolicies.list(), [savedPolicies.store]),
  /** one saved policy, or null when it is not saved */
  one: viewsBy((id: string) => deviceView(() => savedPolicies.get(id), [savedPolicies.store])),
  /** whether deadline reminders are switched on on this device */
  remindersOn: deviceView(() => reminderState.enabled(), [reminderState.store]),
};
