// The device copy of the signed-in user's unfinished applications and their deadlines, so 即将截止 reads
// offline. It is user data: logout removes it (registered with the logout cleanups by GlobalOffline).
import * as v from 'valibot';
import { list, object, text, unknownValue } from '../api/schema';
import { defineDeviceRecord } from '../storage/device-store';
import type { Deadline } from './deadline-reminders';

function isDeadline(v: unknown): v is Deadline {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.id === 'string' &&
    typeof d.policyId === 'string' &&
    typeof d.name === 'string' &&
    typeof d.deadline === 'string' &&
    d.source === 'application'
  );
}

const store = defineDeviceRecord({
  db: 'portal-application-deadlines',
  store: 'state',
  name: 'application-deadlines',
  fields: {
    /** whose copy it is, and its items (one that is not a deadline is left out, not the rest) */
    pending: object({
      account: text,
      items: v.pipe(
        list(unknownValue),
        v.transform((items) => items.filter(isDeadline)),
      ),
    }),
  },
});

/** The copy kept for this account; another account's copy (or a malformed one) reads as none. */
async function read(account: string): Promise<Deadline[]> {
  if (typeof indexedDB === 'undefined') return [];
  const kept = await store.get('pending').catch(() => null);
  return kept && kept.account === account ? kept.items : [];
}

export const applicationDeadlines = {
  store,
  read,
  async write(account: string, items: readonly Deadline[]): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await store.set('pending', { account, items: [...items] });
  },
  async clear(): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await store.del('pending');
  },
};
