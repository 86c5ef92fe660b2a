// Each saved policy's changes not yet seen, read from the device (apart from the saved-policy views, which
// first screens load).
import { deviceView } from '../../../shared/storage/device-view';
import { savedPolicies } from '../../../shared/offline/saved-policies';
import { savedPolicyChanges, type PolicyChangeEntry } from '../../../shared/offline/saved-policy-changes';

/** Each saved policy's changes not yet seen, by id (only those about the copy saved now). */
async function unseenChanges(): Promise<Record<string, PolicyChangeEntry>> {
  const [saved, changes] = await Promise.all([savedPolicies.list(), savedPolicyChanges.all()]);
  const unseen: Record<string, PolicyChangeEntry> = {};
  for (const policy of saved) {
    const entry = changes.get(policy.id);
    if (entry && entry.savedAt === policy.savedAt && entry.revisions.length > 0) unseen[policy.id] = entry;
  }
  return unseen;
}

export const policyChangeViews = {
  unseen: deviceView(unseenChanges, [savedPolicies.store, savedPolicyChanges.store]),
};
