// Each saved policy's changes not yet seen, read from the device under the saved policies' key (so their
// invalidation covers it); apart from saved-policy-queries.ts, which first screens load.
import { userQuery } from '../../../shared/api/scoped-query';
import { savedPolicies } from '../../../shared/offline/saved-policies';
import { savedPolicyChanges, type PolicyChangeEntry } from '../../../shared/offline/saved-policy-changes';
import { savedPolicyQueries } from './saved-policy-queries';

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

export const policyChangeQueries = {
  // the device is the source: offline never pauses it; the query cache must not copy it to disk
  unseen: () =>
    userQuery([...savedPolicyQueries.all(), 'changes'], () => unseenChanges(), {
      networkMode: 'always',
      staleTime: Infinity,
      retry: false,
    } as const),
};
