// The check of saved policies for changes since their copy: the worker runs it in the same cycle as the saved
// searches' (as the portal opens, on activation, on Periodic Background Sync), the saved-policy screens as they
// open. Each changed policy's copy is refreshed with its new detail and its changes kept until seen
// (docs/product.md, Offline: saved policies that change). DOM-free: each side hands in how it fetches.
import type { PolicyDetail } from '../api/contract';
import type { PolicyChanges, PolicyRevision } from '../api/schemas/policy-changes';
import { savedPolicies, type SavedPolicy } from './saved-policies';
import { newestRevision, savedPolicyChanges, type PolicyChangeEntry } from './saved-policy-changes';

/** the policies asked about in one question (the API answers at most 100) */
export const CHANGES_BATCH = 100;
/** at most this many questions per batch (each answers a page of revisions, oldest first) */
const MAX_PAGES = 20;

export interface PolicyChangeFetchers {
  changes: (ids: readonly string[], after: number) => Promise<PolicyChanges>;
  detail: (id: string) => Promise<PolicyDetail>;
}

export interface ChangedPolicy {
  policy: SavedPolicy;
  changes: PolicyChangeEntry;
  /** a change no notification has told yet */
  unnotified: boolean;
}

export interface PolicyCheckOutcome {
  /** every saved policy with changes not yet seen (found now or before) */
  changed: ChangedPolicy[];
  /** saved policies whose changes or new detail could not be fetched (offline, server down) */
  failed: number;
}

/** The address a notice opens: the saved copy, which says what changed. */
export const savedPolicyAddress = (id: string): string => `/#/savedPolicies?id=${encodeURIComponent(id)}`;

async function revisionsAfter(
  fetchers: PolicyChangeFetchers,
  batch: readonly SavedPolicy[],
): Promise<PolicyRevision[]> {
  let after = Math.min(...batch.map((p) => p.detail.revision));
  const found: PolicyRevision[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchers.changes(
      batch.map((p) => p.id),
      after,
    );
    found.push(...answer.records);
    const last = answer.records.at(-1)?.revision;
    if (last === undefined || last >= answer.latest || last <= after) break;
    after = last;
  }
  return found;
}

export async function checkSavedPolicies(
  fetchers: PolicyChangeFetchers,
  now = Date.now(),
): Promise<PolicyCheckOutcome> {
  let saved = await savedPolicies.list();
  if (saved.length === 0) {
    await savedPolicyChanges.keepOnly(new Set());
    return { changed: [], failed: 0 };
  }
  let changes = await savedPolicyChanges.keepOnly(new Set(saved.map((p) => p.id)));
  let failed = 0;
  let found = false;
  for (let i = 0; i < saved.length; i += CHANGES_BATCH) {
    const batch = saved.slice(i, i + CHANGES_BATCH);
    let revisions: PolicyRevision[];
    try {
      revisions = await revisionsAfter(fetchers, batch);
    } catch {
      failed += batch.length;
      continue;
    }
    for (const policy of batch) {
      // newer than the copy: until the copy is refreshed, a later check finds them again (kept once each)
      const fresh = revisions.filter((r) => r.policyId === policy.id && r.revision > policy.detail.revision);
      if (fresh.length === 0) continue;
      found = true;
      await savedPolicyChanges.add(policy.id, policy.savedAt, fresh);
      try {
        const detail = await fetchers.detail(policy.id);
        if (detail.id === policy.id && detail.revision >= newestRevision({ revisions: fresh }))
          await savedPolicies.refresh(detail, now);
      } catch {
        failed += 1;
      }
    }
  }
  // read again only when this check wrote something (most find nothing)
  if (found) {
    saved = await savedPolicies.list();
    changes = await savedPolicyChanges.all();
  }
  const changed: ChangedPolicy[] = [];
  for (const policy of saved) {
    const entry = changes.get(policy.id);
    if (!entry || entry.savedAt !== policy.savedAt || entry.revisions.length === 0) continue;
    changed.push({ policy, changes: entry, unnotified: newestRevision(entry) > entry.notified });
  }
  return { changed, failed };
}
