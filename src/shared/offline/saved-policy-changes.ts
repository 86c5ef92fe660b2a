// The changes of saved policies not yet seen: per saved policy, the revisions found since its copy was saved,
// and the newest one a notification has told. Kept beside the saved copies (their own IndexedDB store, read
// only by the saved-policy screens and the worker); an entry belongs to one saved copy (its savedAt), so a
// policy removed and saved again starts with nothing to tell. DOM-free.
import type * as v from 'valibot';
import { defineDeviceStore } from '../storage/device-store';
import { list, number, object, text, withDefault } from '../api/schema';
import { policyRevisionSchema, type PolicyRevision } from '../api/schemas/policy-changes';

const entrySchema = object({
  id: text,
  /** the savedAt of the saved copy these changes are about */
  savedAt: number,
  /** oldest first, each revision once */
  revisions: withDefault(list(policyRevisionSchema), []),
  /** the newest revision a notification has told (0: none) */
  notified: withDefault(number, 0),
});

export type PolicyChangeEntry = v.InferOutput<typeof entrySchema>;

// damaged: only what was to be told is lost, never the saved copy itself
const store = defineDeviceStore({
  db: 'portal-saved-policy-changes',
  store: 'changes',
  name: 'saved-policy-changes',
  channel: 'portal-saved-policy-changes',
  schema: entrySchema,
  belongs: (entry, key) => entry.id === key,
});

export const parseChangeEntry = (value: unknown): PolicyChangeEntry | null => store.parse(value);

export const newestRevision = (entry: Pick<PolicyChangeEntry, 'revisions'>): number =>
  entry.revisions.reduce((max, r) => Math.max(max, r.revision), 0);

export const savedPolicyChanges = {
  /** Every readable entry by policy id (damaged ones are removed and counted). */
  async all(): Promise<Map<string, PolicyChangeEntry>> {
    return new Map((await store.entries()).entries);
  },
  /** The changes of this saved copy not yet seen, or null. */
  async of(id: string, savedAt: number): Promise<PolicyChangeEntry | null> {
    const entry = await store.get(id);
    return entry && entry.savedAt === savedAt && entry.revisions.length > 0 ? entry : null;
  },
  /** Adds revisions found for this saved copy (each once); answers the entry. */
  async add(id: string, savedAt: number, found: readonly PolicyRevision[]): Promise<PolicyChangeEntry> {
    const current = await store.get(id);
    const kept =
      current && current.savedAt === savedAt ? current : { id, savedAt, revisions: [], notified: 0 };
    const known = new Set(kept.revisions.map((r) => r.revision));
    const revisions = [
      ...kept.revisions,
      ...found.filter((r) => r.policyId === id && !known.has(r.revision)),
    ].sort((a, b) => a.revision - b.revision);
    const entry: PolicyChangeEntry = { ...kept, revisions };
    if (revisions.length !== kept.revisions.length || kept !== current) {
      await store.set(id, entry);
    }
    return entry;
  },
  /** Seen: the saved policy no longer says it changed (until it changes again). */
  acknowledge: (id: string): Promise<void> => store.del(id),
  async markNotified(id: string, revision: number): Promise<void> {
    const entry = await store.get(id);
    if (!entry || entry.notified >= revision) return;
    await store.set(id, { ...entry, notified: revision });
  },
  /** Removes the entries of policies no longer saved (from `all`, when just read); answers those kept. */
  async keepOnly(
    ids: ReadonlySet<string>,
    all?: Map<string, PolicyChangeEntry>,
  ): Promise<Map<string, PolicyChangeEntry>> {
    const kept = all ?? (await savedPolicyChanges.all());
    const gone = [...kept.keys()].filter((id) => !ids.has(id));
    if (gone.length > 0) await store.delMany(gone).catch(() => undefined);
    gone.forEach((id) => kept.delete(id));
    return kept;
  },
  store,
  subscribe: store.subscribe,
};
