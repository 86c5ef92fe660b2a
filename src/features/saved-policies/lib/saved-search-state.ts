// The saved searches as the page sees them: read from the device, re-read on every change (this tab, another
// tab, the worker), checked for new policies as the list opens, and the look at a search's list.
import { useEffect, useEffectEvent, useState } from 'react';
import type { PolicyListFilters } from '../../../shared/api/policy-list-params';
import { filtersKey, savedSearches, type SavedSearch } from '../../../shared/offline/saved-searches';
import { droppedEntries } from '../../../shared/offline/store-health';
import { checkSavedSearches, type ListPageFetcher } from '../../../shared/offline/saved-search-check';
import { deviceView } from '../../../shared/storage/device-view';
import { useDeviceStore } from '../../../shared/storage/use-device-store';

export interface SavedSearchState {
  searches: SavedSearch[];
  /** unreadable entries removed during this visit */
  dropped: number;
  /** the device's storage could not be read */
  unreadable: boolean;
  /** the last check could not reach the server for some searches */
  checkFailed: boolean;
}

const NONE: SavedSearch[] = [];

/** the saved searches on the device, oldest first, with the unreadable ones this visit removed */
const savedSearchView = deviceView(async () => {
  const { searches } = await savedSearches.list();
  // counted for the whole visit: a read by an earlier mount of the list may have removed them
  return { searches, dropped: droppedEntries()['saved-searches'] ?? 0 };
}, [savedSearches.store]);

export function useSavedSearches(fetchPage: ListPageFetcher, onNewFound: () => void): SavedSearchState {
  const reading = useDeviceStore(savedSearchView);
  const [checkFailed, setCheckFailed] = useState(false);
  const found = useEffectEvent(onNewFound);
  useEffect(() => {
    let live = true;
    // as the list opens: what is new for each saved search since its last look (what it records shows
    // through the view)
    void checkSavedSearches(fetchPage).then(
      ({ checked, failed }) => {
        if (checked.some((c) => c.search.newIds.length > 0)) found();
        if (live) setCheckFailed(failed > 0);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [fetchPage]);
  return {
    searches: reading.data?.searches ?? NONE,
    dropped: reading.data?.dropped ?? 0,
    unreadable: reading.status === 'error',
    checkFailed,
  };
}

/** When each search's list was last looked at before this visit's look (search id → epoch ms). */
const lookedSince = new Map<string, number>();

/** A search saved from its own list: saving it was the look (its seenAt), no second one is recorded. */
export function savedWhileLooking(search: Pick<SavedSearch, 'id' | 'seenAt'>): void {
  if (!lookedSince.has(search.id)) lookedSince.set(search.id, search.seenAt);
}

/**
 * The list shows a saved search's filters: that is a look. The policies published since the previous look
 * are 新 for the rest of this visit (the instant is returned); the search counts none until newer ones come.
 */
export function useNewSince(filters: PolicyListFilters, searches: SavedSearch[]): number | undefined {
  const key = filtersKey(filters);
  const match = searches.find((s) => filtersKey(s.filters) === key);
  useEffect(() => {
    if (!match || lookedSince.has(match.id)) return;
    lookedSince.set(match.id, match.seenAt);
    void savedSearches.markSeen(match.id).catch(() => undefined);
  }, [match]);
  return match ? (lookedSince.get(match.id) ?? match.seenAt) : undefined;
}
