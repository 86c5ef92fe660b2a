// The changes of saved policies not yet seen: per saved policy, the revisions found since its copy was saved,
// and the newest one a notification has told. Kept beside the saved copies (their own IndexedDB store, read
// only by the saved-policy screens and the worker); an entry belongs to one saved copy (its savedAt), so a
// policy removed and saved again starts with nothing to tell. DOM-free.
import { del, entries, get, set, type UseStore } from 'idb-keyval';
import { deviceStore } from '../storage/device-db';
import { parseWith, list, number, object, text, withDefault } from '../api/schema';
import { policyRevisionSchema, type PolicyRevision } from '../api/schemas/policy-changes';
import { storeEvents } from './store-events';
import { recordDropped } from './store-health';

export interface PolicyChangeEntry {
  id: string;
  /** the savedAt of the saved copy these changes are about */
  savedAt: number;
  /** oldest first, each revision once */
  revisions: PolicyRevision[];
  /** the newest revision a notification has told (0: none) */
  notified: number;
}

const entrySchema = object({
  id: text,
  savedAt: number,
  revisions: withDefault(list(policyRevisionSchema), []),
  notified: withDefault(number, 0),
});

let store: UseStore | null = null;
const changeStore = () => (store ??= deviceStore('portal-saved-policy-changes', 'changes'));

const events = storeEvents('portal-saved-policy-changes');

export function parseChangeEntry(value: unknown): PolicyChangeEntry | null {
  try {
    return parseWith(entrySchema, value, 'savedChanges');
  } catch {
    return null;
  }
}

export const newestRevision = (entry: Pick<PolicyChangeEntry, 'revisions'>): number =>
  entry.revisions.reduce((max, r) => Math.max(max, r.revision), 0);

async function read(id: string): Promise<PolicyChangeEntry | null> {
  const value = await get<unknown>(id, changeStore());
  if (value === undefined) return null;
  const entry = parseChangeEntry(value);
  if (entry && entry.id === id) return entry;
  // damaged: only what was to be told is lost, never the saved copy itself
  await del(id, changeStore()).catch(() => undefined);
  recordDropped('saved-policy-changes', 1);
  return null;
}

export const savedPolicyChanges = {
  /** Every readable entry by policy id (damaged ones are removed and counted). */
  async all(): Promise<Map<string, PolicyChangeEntry>> {
    const found = new Map<string, PolicyChangeEntry>();
    for (const [key, value] of await entries<IDBValidKey, unknown>(changeStore())) {
      const entry = parseChangeEntry(value);
      if (entry && entry.id === key) found.set(entry.id, entry);
      else {
        await del(key, changeStore()).catch(() => undefined);
        recordDropped('saved-policy-changes', 1);
      }
    }
    return found;
  },
  /** The changes of this saved copy not yet seen, or null. */
  async of(id: string, savedAt: number): Promise<PolicyChangeEntry | null> {
    const entry = await read(id);
    return entry && entry.savedAt === savedAt && entry.revisions.length > 0 ? entry : null;
  },
  /** Adds revisions found for this saved copy (each once); answers the entry. */
  async add(id: string, savedAt: number, found: readonly PolicyRevision[]): Promise<PolicyChangeEntry> {
    const current = await read(id);
    const kept = current && current.savedAt === savedAt ? current : { id, savedAt, revisions: [], notified: 0 };
    const known = new Set(kept.revisions.map((r) => r.revision));
    const revisions = [...kept.revisions, ...found.filter((r) => r.policyId === id && !known.has(r.revision))].sort(
      (a, b) => a.revision - b.revision,
    );
    const entry: PolicyChangeEntry = { ...kept, revisions };
    if (revisions.length !== kept.revisions.length || kept !== current) {
      await set(id, entry, changeStore());
      events.changed();
    }
    return entry;
  },
  /** Seen: the saved policy no longer says it changed (until it changes again). */
  async acknowledge(id: string): Promise<void> {
    await del(id, changeStore());
    events.changed();
  },
  async markNotified(id: string, revision: number): Promise<void> {
    const entry = await read(id);
    if (!entry || entry.notified >= revision) return;
    await set(id, { ...entry, notified: revision }, changeStore());
  },
  /** Removes the entries of policies no longer saved (from `all`, when just read); answers those kept. */
  async keepOnly(
    ids: ReadonlySet<string>,
    all?: Map<string, PolicyChangeEntry>,
  ): Promise<Map<string, PolicyChangeEntry>> {
    const kept = all ?? (await savedPolicyChanges.all());
    for (const id of [...kept.keys()])
      if (!ids.has(id)) {
        await del(id, changeStore()).catch(() => undefined);
        kept.delete(id);
      }
    return kept;
  },
  subscribe: events.subscribe,
};
