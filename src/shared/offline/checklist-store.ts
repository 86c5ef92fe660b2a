// Which application materials a person has ticked as ready, per policy, on this device (IndexedDB).
// Kept beside the saved policies so the checklist reads the same offline; nothing is sent anywhere.
import * as v from 'valibot';
import { list, unknownValue } from '../api/schema';
import { defineDeviceStore } from '../storage/device-store';
import { deviceView, viewsBy } from '../storage/device-view';

const store = defineDeviceStore({
  db: 'portal-checklists',
  store: 'ticks',
  name: 'checklists',
  // a tick that is not text is dropped, not the policy's other ticks
  schema: v.pipe(
    list(unknownValue),
    v.transform((ticks) => ticks.filter((t): t is string => typeof t === 'string')),
  ),
});

/** Stored ticks of one policy, limited to the materials it still lists; anything malformed reads as none. */
export function parseTicks(value: unknown, materials: readonly string[]): string[] {
  const listed = new Set(materials);
  return [...new Set((store.parse(value) ?? []).filter((v) => listed.has(v)))];
}

export const checklist = {
  store,
  /** what a screen shows: the policy's stored ticks (limit them to its materials with parseTicks) */
  view: viewsBy((policyId: string) => deviceView(() => store.get(policyId).catch(() => null), [store])),
  setTicks: (policyId: string, ticks: readonly string[]): Promise<void> =>
    ticks.length === 0 ? store.del(policyId) : store.set(policyId, [...ticks]),
};
