// Policies the user chose to keep on this device: their own IndexedDB store, each with the time saved.
import type * as v from 'valibot';
import { defineDeviceStore } from '../storage/device-store';
import type { PolicyDetail } from '../api/contract';
import { number, object, optional, text } from '../api/schema';
import { policyDetailSchema } from '../api/schemas/policy';

/**
 * A stored entry is read back through the same schema as the server's policy detail: anything the
 * screens could not render safely (a wrong type anywhere) makes the whole entry unreadable.
 */
const savedPolicySchema = object({
  id: text,
  /** epoch milliseconds */
  savedAt: number,
  /** epoch milliseconds: when the check last put the policy's changed detail in place of the saved one */
  updatedAt: optional(number),
  detail: policyDetailSchema,
});

export type SavedPolicy = v.InferOutput<typeof savedPolicySchema>;

const store = defineDeviceStore({
  db: 'portal-saved',
  store: 'policies',
  name: 'saved-policies',
  channel: 'portal-saved-policies',
  schema: savedPolicySchema,
  // kept under its policy's id, and the copy is of that policy
  belongs: (entry, key) => entry.id === key && entry.detail.id === key,
});

/** A stored entry as the screens may use it, or null when any part is unreadable. */
export const parseSavedPolicy = (value: unknown): SavedPolicy | null => store.parse(value);

export const savedPolicies = {
  store,
  /** The readable entries, newest first; unreadable ones are removed from the store and counted. */
  async list(): Promise<SavedPolicy[]> {
    const { entries } = await store.entries();
    return entries.map(([, entry]) => entry).sort((a, b) => b.savedAt - a.savedAt);
  },
  get: (id: string): Promise<SavedPolicy | null> => store.get(id),
  async save(detail: PolicyDetail, now = Date.now()): Promise<SavedPolicy> {
    const entry: SavedPolicy = { id: detail.id, savedAt: now, detail };
    await store.set(detail.id, entry);
    return entry;
  },
  /** The policy changed: its saved copy becomes the new detail, keeping when it was saved; null when not saved. */
  refresh: (detail: PolicyDetail, now = Date.now()): Promise<SavedPolicy | null> =>
    store.update(detail.id, (entry) => ({ ...entry, updatedAt: now, detail })),
  remove: (id: string): Promise<void> => store.del(id),
  /** Notified after a save or removal in this tab or another. */
  subscribe: store.subscribe,
};
