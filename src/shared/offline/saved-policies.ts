// Policies the user chose to keep on this device: their own IndexedDB store, each with the time saved.
import { del, delMany, get, set, type UseStore } from 'idb-keyval';
import { deviceStore } from '../storage/device-db';
import type { PolicyDetail } from '../api/contract';
import { parseWith } from '../api/schema';
import { policyDetailSchema } from '../api/schemas/policy';
import { recordDropped } from './store-health';
import { readableEntries } from './readable-entries';
import { storeEvents } from './store-events';

export interface SavedPolicy {
  id: string;
  /** epoch milliseconds */
  savedAt: number;
  /** epoch milliseconds: when the check last put the policy's changed detail in place of the saved one */
  updatedAt?: number;
  detail: PolicyDetail;
}

let store: UseStore | null = null;
const savedStore = () => (store ??= deviceStore('portal-saved', 'policies'));

const events = storeEvents('portal-saved-policies');
const changed = events.changed;

async function dropUnreadable(keys: IDBValidKey[]): Promise<void> {
  await delMany(keys, savedStore()).catch(() => undefined);
  recordDropped('saved-policies', keys.length);
}

/**
 * A stored entry is read back through the same schema as the server's policy detail: anything the
 * screens could not render safely (a wrong type anywhere) makes the whole entry unreadable (null).
 */
export function parseSavedPolicy(value: unknown): SavedPolicy | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.savedAt !== 'number' || !Number.isFinite(v.savedAt)) return null;
  try {
    const detail = parseWith(policyDetailSchema, v.detail, 'saved.detail');
    if (v.id !== detail.id) return null;
    const updatedAt = typeof v.updatedAt === 'number' && Number.isFinite(v.updatedAt) ? v.updatedAt : undefined;
    return { id: detail.id, savedAt: v.savedAt, ...(updatedAt === undefined ? {} : { updatedAt }), detail };
  } catch {
    return null;
  }
}

export const savedPolicies = {
  /** The readable entries, newest first; unreadable ones are removed from the store and counted. */
  async list(): Promise<SavedPolicy[]> {
    const { readable } = await readableEntries(savedStore(), 'saved-policies', parseSavedPolicy);
    return readable.sort((a, b) => b.savedAt - a.savedAt);
  },
  async get(id: string): Promise<SavedPolicy | null> {
    const value = await get<unknown>(id, savedStore());
    const entry = parseSavedPolicy(value);
    if (value !== undefined && (!entry || entry.id !== id)) await dropUnreadable([id]);
    return entry && entry.id === id ? entry : null;
  },
  async save(detail: PolicyDetail, now = Date.now()): Promise<SavedPolicy> {
    const entry: SavedPolicy = { id: detail.id, savedAt: now, detail };
    await set(detail.id, entry, savedStore());
    changed();
    return entry;
  },
  /** The policy changed: its saved copy becomes the new detail, keeping when it was saved; null when not saved. */
  async refresh(detail: PolicyDetail, now = Date.now()): Promise<SavedPolicy | null> {
    const entry = await savedPolicies.get(detail.id);
    if (!entry) return null;
    const updated: SavedPolicy = { ...entry, updatedAt: now, detail };
    await set(detail.id, updated, savedStore());
    changed();
    return updated;
  },
  async remove(id: string): Promise<void> {
    await del(id, savedStore());
    changed();
  },
  /** Notified after a save or removal in this tab or another. */
  subscribe: events.subscribe,
};
