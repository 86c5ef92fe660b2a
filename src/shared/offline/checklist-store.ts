// Which application materials a person has ticked as ready, per policy, on this device (IndexedDB).
// Kept beside the saved policies so the checklist reads the same offline; nothing is sent anywhere.
import { del, get, set, type UseStore } from 'idb-keyval';
import { deviceStore } from '../storage/device-db';

let store: UseStore | null = null;
const checklistStore = () => (store ??= deviceStore('portal-checklists', 'ticks'));

/** Stored ticks of one policy, limited to the materials it still lists; anything malformed reads as none. */
export function parseTicks(value: unknown, materials: readonly string[]): string[] {
  if (!Array.isArray(value)) return [];
  const listed = new Set(materials);
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && listed.has(v)))];
}

export const checklist = {
  async ticks(policyId: string, materials: readonly string[]): Promise<string[]> {
    try {
      return parseTicks(await get<unknown>(policyId, checklistStore()), materials);
    } catch {
      return [];
    }
  },
  async setTicks(policyId: string, ticks: readonly string[]): Promise<void> {
    if (ticks.length === 0) await del(policyId, checklistStore());
    else await set(policyId, [...ticks], checklistStore());
  },
};
