// The check of saved searches for policies published since the last look: the page runs it as the list opens,
// the service worker as the portal opens and on Periodic Background Sync (docs/product.md#saved-searches).
// DOM-free: each side hands in how it fetches a list page.
import type { Page, PolicyListItem } from '../api/contract';
import type { PolicyListFilters, PolicyListParams } from '../api/policy-list-params';
import { savedSearches, type SavedSearch } from './saved-searches';

export { publishedAfter } from './published-after';

/** the newest policies looked at per search: more new ones than this read as this many */
export const CHECK_PAGE_SIZE = 20;

export type ListPageFetcher = (params: PolicyListParams) => Promise<Page<PolicyListItem>>;

/** The list's address for a saved search, as a notification opens it. */
export function listAddress(filters: PolicyListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `/#/policyList?${params.toString()}`;
}

export interface CheckedSearch {
  search: SavedSearch;
  /** new ids no notification has been shown for yet */
  unnotified: string[];
}

export interface CheckOutcome {
  checked: CheckedSearch[];
  /** searches whose list could not be fetched (offline, server down) */
  failed: number;
}

export async function checkSavedSearches(
  fetchPage: ListPageFetcher,
  now = Date.now(),
): Promise<CheckOutcome> {
  const { searches } = await savedSearches.list({ leaveUnreadable: true });
  const checked: CheckedSearch[] = [];
  let failed = 0;
  for (const search of searches) {
    try {
      const page = await fetchPage({ ...search.filters, orderModel: 1, page: 1, pageSize: CHECK_PAGE_SIZE });
      const updated = await savedSearches.recordCheck(search.id, page.records, now);
      // removed while the check ran: nothing to count or tell
      if (updated)
        checked.push({
          search: updated,
          unnotified: updated.newIds.filter((id) => !updated.notifiedIds.includes(id)),
        });
    } catch {
      failed += 1;
    }
  }
  return { checked, failed };
}
