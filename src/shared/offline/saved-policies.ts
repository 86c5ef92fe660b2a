// Policies the user chose to keep on this device: their own IndexedDB store, each with the time saved.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { PolicyDetail } from '../api/contract';

export interface SavedPolicy {
  id: string;
  /** epoch milliseconds */
  savedAt: number;
  detail: PolicyDetail;
}

let store: UseStore | null = null;
const savedStore = () => (store ??= createStore('portal-saved', 'policies'));

const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('portal-saved-policies');
channel?.addEventListener('message', () => listeners.forEach((l) => l()));

function changed(): void {
  listeners.forEach((l) => l());
  channel?.postMessage('changed');
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** A stored entry is read back only if it still has the shape the screens need. */
export function parseSavedPolicy(value: unknown): SavedPolicy | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const detail = v.detail as Record<string, unknown> | undefined;
  if (
    !isText(v.id) ||
    typeof v.savedAt !== 'number' ||
    !detail ||
    !isText(detail.policyName) ||
    !isText(detail.content)
  )
    return null;
  const d = detail as unknown as PolicyDetail;
  return {
    id: v.id,
    savedAt: v.savedAt,
    detail: {
      ...d,
      conditions: Array.isArray(d.conditions) ? d.conditions.filter(isText) : [],
      materials: Array.isArray(d.materials) ? d.materials.filter(isText) : [],
      attachments: Array.isArray(d.attachments) ? d.attachments : [],
    },
  };
}

export const savedPolicies = {
  async list(): Promise<SavedPolicy[]> {
    const all = await entries<IDBValidKey, unknown>(savedStore());
    return all
      .map(([, value]) => parseSavedPolicy(value))
      .filter((p): p is SavedPolicy => p !== null)
      .sort((a, b) => b.savedAt - a.savedAt);
  },
  async get(id: string): Promise<SavedPolicy | null> {
    return parseSavedPolicy(await get(id, savedStore()));
  },
  async save(detail: PolicyDetail, now = Date.now()): Promise<SavedPolicy> {
    const entry: SavedPolicy = { id: detail.id, savedAt: now, detail };
    await set(detail.id, entry, savedStore());
    changed();
    return entry;
  },
  async remove(id: string): Promise<void> {
    await del(id, savedStore());
    changed();
  },
  /** Notified after a save or removal in this tab or another. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
