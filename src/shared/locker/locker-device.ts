// The device copy of 我的材料: the list as last read, so it reads offline, and the files this device opened or
// uploaded (at most MAX_FILES of them, the newest kept), so they open offline too. It is user data: logout
// removes it (registered with the logout cleanups by GlobalOffline), and another account's copy reads as none.
import * as v from 'valibot';
import { list, object, text, unknownValue } from '../api/schema';
import { defineDeviceRecord } from '../storage/device-store';

/** the files kept for offline opening */
export const MAX_FILES = 20;

const keptFile = object({ fileId: text, blob: v.custom<Blob>((b) => b instanceof Blob, 'a file') });
type KeptFile = v.InferOutput<typeof keptFile>;

const store = defineDeviceRecord({
  db: 'portal-materials-locker',
  store: 'state',
  name: 'materials-locker',
  fields: {
    /** the list as the server gave it (unchecked here: the caller reads it through its schema) */
    list: object({ account: text, value: unknownValue }),
    files: object({ account: text, value: list(keptFile) }),
  },
});
const usable = () => typeof indexedDB !== 'undefined';

/** the value kept for this account; another account's copy, a damaged one or a refused read is none */
async function own<T>(field: 'list' | 'files', account: string): Promise<T | undefined> {
  if (!usable()) return undefined;
  const kept = (await store.get(field).catch(() => null)) as { account: string; value: T } | null;
  return kept && kept.account === account ? kept.value : undefined;
}

export const lockerDevice = {
  store,
  /** the list as last read by this account on this device (unchecked: the caller reads it through its schema) */
  readList: (account: string): Promise<unknown> => own<unknown>('list', account),
  async writeList(account: string, value: unknown): Promise<void> {
    if (usable()) await store.set('list', { account, value }).catch(() => undefined);
  },
  async readFile(account: string, fileId: string): Promise<Blob | undefined> {
    const files: KeptFile[] = (await own<KeptFile[]>('files', account)) ?? [];
    return files.find((f) => f.fileId === fileId)?.blob;
  },
  async keepFile(account: string, fileId: string, blob: Blob): Promise<void> {
    if (!usable()) return;
    const files: KeptFile[] = ((await own<KeptFile[]>('files', account)) ?? []).filter(
      (f) => f.fileId !== fileId,
    );
    const value = [{ fileId, blob }, ...files].slice(0, MAX_FILES);
    await store.set('files', { account, value }).catch(() => undefined);
  },
  /** which of the account's files this device holds */
  async heldFileIds(account: string): Promise<Set<string>> {
    const files: KeptFile[] = (await own<KeptFile[]>('files', account)) ?? [];
    return new Set(files.map((f) => f.fileId));
  },
  async clear(): Promise<void> {
    if (!usable()) return;
    await store.clear().catch(() => store.del('list'));
  },
};
