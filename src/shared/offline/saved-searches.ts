// Saved searches: the list's filters under a name, kept on this device (public data, no account), with what
// the last check found new since the last look. Read by the page and the service worker alike. DOM-free.
import { del, delMany, get, set, type UseStore } from 'idb-keyval';
import { deviceStore } from '../storage/device-db';
import { parseListFilters, type PolicyListFilters } from '../api/policy-list-params';
import { readableEntries } from './readable-entries';
import { storeEvents } from './store-events';
import { publishedAfter, type Published } from './published-after';

export const SEARCH_NAME_MAX = 30;
/** at most this many searches are kept: each is checked against the server as the portal opens */
export const SAVED_SEARCHES_MAX = 20;

export interface SavedSearch {
  id: string;
  name: string;
  filters: PolicyListFilters;
  createdAt: number;
  /** the last look at its list (epoch ms): policies published after it are new */
  seenAt: number;
  /** ids of the new policies the last check found */
  newIds: string[];
  /** when that check ran (epoch ms); undefined before the first */
  checkedAt?: number;
  /** ids a notification has already been shown for */
  notifiedIds: string[];
}

let store: UseStore | null = null;
const searchStore = () => (store ??= deviceStore('portal-saved-searches', 'searches'));
const events = storeEvents('portal-saved-searches');

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const ids = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;

/** A stored entry as the screens may use it, or null when any part is unreadable. */
export function parseSavedSearch(value: unknown): SavedSearch | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const newIds = ids(v.newIds);
  const notifiedIds = ids(v.notifiedIds);
  if (typeof v.id !== 'string' || !v.id || typeof v.name !== 'string' || !v.name.trim()) return null;
  if (!isTime(v.createdAt) || !isTime(v.seenAt) || !newIds || !notifiedIds) return null;
  if (typeof v.filters !== 'object' || v.filters === null) return null;
  if (v.checkedAt !== undefined && !isTime(v.checkedAt)) return null;
  return {
    id: v.id,
    name: v.name.trim().slice(0, SEARCH_NAME_MAX),
    filters: parseListFilters(v.filters as Record<string, unknown>),
    createdAt: v.createdAt,
    seenAt: v.seenAt,
    newIds,
    checkedAt: v.checkedAt,
    notifiedIds,
  };
}

/** One text per set of filters: two searches with the same filters are one. */
export function filtersKey(f: PolicyListFilters): string {
  const { keyword, orderModel: _order, ...rest } = f;
  const set = Object.entries(rest).filter(([, v]) => v !== undefined);
  return JSON.stringify([keyword, ...set.sort(([a], [b]) => a.localeCompare(b))]);
}

export interface SavedSearchList {
  searches: SavedSearch[];
  /** unreadable entries found and removed by this read */
  dropped: number;
}

async function update(id: string, change: (s: SavedSearch) => SavedSearch): Promise<SavedSearch | null> {
  const current = parseSavedSearch(await get<unknown>(id, searchStore()));
  if (!current) return null;
  const next = change(current);
  await set(id, next, searchStore());
  events.changed();
  return next;
}

export const savedSearches = {
  /**
   * The readable searches, oldest first; unreadable ones are removed and counted, so the screen can say so.
   * A background check passes `leaveUnreadable` and skips them: removing them there would tell no one.
   */
  async list(options: { leaveUnreadable?: boolean } = {}): Promise<SavedSearchList> {
    const { readable, dropped } = await readableEntries(
      searchStore(),
      'saved-searches',
      parseSavedSearch,
      !options.leaveUnreadable,
    );
    return { searches: readable.sort((a, b) => a.createdAt - b.createdAt), dropped };
  },
  /** Saves the filters under a name; the same filters saved before are that search (returned, unchanged). */
  async save(
    name: string,
    filters: PolicyListFilters,
    now = Date.now(),
  ): Promise<{ search: SavedSearch; existed: boolean }> {
    const { searches } = await this.list();
    const same = searches.find((s) => filtersKey(s.filters) === filtersKey(filters));
    if (same) return { search: same, existed: true };
    const search: SavedSearch = {
      id: `ss-${now.toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      name: name.trim().slice(0, SEARCH_NAME_MAX),
      filters,
      createdAt: now,
      seenAt: now,
      newIds: [],
      notifiedIds: [],
    };
    // the oldest make room: the check of each search is a call as the portal opens
    const over = searches.length + 1 - SAVED_SEARCHES_MAX;
    if (over > 0)
      await delMany(
        searches.slice(0, over).map((s) => s.id),
        searchStore(),
      );
    await set(search.id, search, searchStore());
    events.changed();
    return { search, existed: false };
  },
  rename(id: string, name: string): Promise<SavedSearch | null> {
    return update(id, (s) => ({ ...s, name: name.trim().slice(0, SEARCH_NAME_MAX) || s.name }));
  },
  async remove(id: string): Promise<void> {
    await del(id, searchStore());
    events.changed();
  },
  /** A look at the search's list: what was new is seen. */
  markSeen(id: string, now = Date.now()): Promise<SavedSearch | null> {
    return update(id, (s) => ({ ...s, seenAt: now, newIds: [], notifiedIds: [] }));
  },
  /** What a check found: the latest policies of the search, new when published after the last look (read now). */
  recordCheck(id: string, latest: readonly Published[], now = Date.now()): Promise<SavedSearch | null> {
    return update(id, (s) => ({
      ...s,
      newIds: latest.filter((p) => publishedAfter(p, s.seenAt)).map((p) => p.id),
      checkedAt: now,
    }));
  },
  markNotified(id: string, notified: string[]): Promise<SavedSearch | null> {
    return update(id, (s) => ({ ...s, notifiedIds: [...new Set([...s.notifiedIds, ...notified])] }));
  },
  subscribe: events.subscribe,
};
