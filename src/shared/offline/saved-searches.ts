// Saved searches: the list's filters under a name, kept on this device (public data, no account), with what
// the last check found new since the last look. Read by the page and the service worker alike. DOM-free.
import * as v from 'valibot';
import { defineDeviceStore } from '../storage/device-store';
import { list, number, object } from '../api/schema';
import { parseListFilters, type PolicyListFilters } from '../api/policy-list-params';
import { publishedAfter, type Published } from './published-after';

export const SEARCH_NAME_MAX = 30;
/** at most this many searches are kept: each is checked against the server as the portal opens */
export const SAVED_SEARCHES_MAX = 20;

const time = v.pipe(
  number,
  v.check((n) => n >= 0, 'a time'),
);
const ids = list(v.string('text'));

const savedSearchSchema = object({
  id: v.pipe(
    v.string('text'),
    v.check((id) => id !== '', 'an id'),
  ),
  name: v.pipe(
    v.string('text'),
    v.transform((name) => name.trim().slice(0, SEARCH_NAME_MAX)),
    v.check((name) => name !== '', 'a name'),
  ),
  /** read through the address rules: a bad value becomes its default */
  filters: v.pipe(
    v.custom<Record<string, unknown>>((f) => typeof f === 'object' && f !== null, 'the filters'),
    v.transform((f): PolicyListFilters => parseListFilters(f)),
  ),
  createdAt: time,
  /** the last look at its list (epoch ms): policies published after it are new */
  seenAt: time,
  /** ids of the new policies the last check found */
  newIds: ids,
  /** when that check ran (epoch ms); undefined before the first */
  checkedAt: v.optional(time),
  /** ids a notification has already been shown for */
  notifiedIds: ids,
});

export type SavedSearch = v.InferOutput<typeof savedSearchSchema>;

const store = defineDeviceStore({
  db: 'portal-saved-searches',
  store: 'searches',
  name: 'saved-searches',
  channel: 'portal-saved-searches',
  schema: savedSearchSchema,
  belongs: (entry, key) => entry.id === key,
});

/** A stored entry as the screens may use it, or null when any part is unreadable. */
export const parseSavedSearch = (value: unknown): SavedSearch | null => store.parse(value);

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

const update = (id: string, change: (s: SavedSearch) => SavedSearch) => store.update(id, change);

export const savedSearches = {
  /**
   * The readable searches, oldest first; unreadable ones are removed and counted, so the screen can say so.
   * A background check passes `leaveUnreadable` and skips them: removing them there would tell no one.
   */
  async list(options: { leaveUnreadable?: boolean } = {}): Promise<SavedSearchList> {
    const { entries, dropped } = await store.entries(options);
    return { searches: entries.map(([, s]) => s).sort((a, b) => a.createdAt - b.createdAt), dropped };
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
    if (over > 0) await store.delMany(searches.slice(0, over).map((s) => s.id));
    await store.set(search.id, search);
    return { search, existed: false };
  },
  rename(id: string, name: string): Promise<SavedSearch | null> {
    return update(id, (s) => ({ ...s, name: name.trim().slice(0, SEARCH_NAME_MAX) || s.name }));
  },
  remove: (id: string): Promise<void> => store.del(id),
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
  store,
  subscribe: store.subscribe,
};
