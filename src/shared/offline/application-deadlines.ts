// The device copy of the signed-in user's unfinished applications and their deadlines, so 即将截止 reads
// offline. It is user data: logout removes it (registered with the logout cleanups by GlobalOffline).
import { del, get, set, type UseStore } from 'idb-keyval';
import { deviceStore } from '../storage/device-db';
import type { Deadline } from './deadline-reminders';

const KEY = 'pending';
let store: UseStore | null = null;
const deadlineStore = () => (store ??= deviceStore('portal-application-deadlines', 'state'));

interface StoredDeadlines {
  account: string;
  items: Deadline[];
}

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

export const applicationDeadlines = {
  /** The copy kept for this account; another account's copy (or a malformed one) reads as none. */
  async read(account: string): Promise<Deadline[]> {
    if (typeof indexedDB === 'undefined') return [];
    try {
      const value = await get<StoredDeadlines>(KEY, deadlineStore());
      if (!value || value.account !== account || !Array.isArray(value.items)) return [];
      return value.items.filter(isDeadline);
    } catch {
      return [];
    }
  },
  async write(account: string, items: readonly Deadline[]): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await set(KEY, { account, items: [...items] } satisfies StoredDeadlines, deadlineStore());
  },
  async clear(): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    await del(KEY, deadlineStore());
  },
};
