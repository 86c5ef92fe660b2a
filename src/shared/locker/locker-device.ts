// The device copy of 我的材料: the list as last read, so it reads offline, and the files this device opened or
// uploaded (at most MAX_FILES of them, the newest kept), so they open offline too. It is user data: logout
// removes it (registered with the logout cleanups by GlobalOffline), and another account's copy reads as none.
import { clear, del, get, set, type UseStore } from 'idb-keyval';
import { deviceStore } from '../storage/device-db';

const LIST = 'list';
const FILES = 'files';
/** the files kept for offline opening */
export const MAX_FILES = 20;

let store: UseStore | null = null;
const lockerStore = () => (store ??= deviceStore('portal-materials-locker', 'state'));
const usable = () => typeof indexedDB !== 'undefined';

interface Kept<T> {
  account: string;
  value: T;
}
interface KeptFile {
  fileId: string;
  blob: Blob;
}

async function read<T>(key: string, account: string): Promise<T | undefined> {
  if (!usable()) return undefined;
  try {
    const kept = await get<Kept<T>>(key, lockerStore());
    return kept && kept.account === account ? kept.value : undefined;
  } catch {
    return undefined;
  }
}

export const lockerDevice = {
  /** the list as last read by this account on this device (unchecked: the caller reads it through its schema) */
  readList: (account: string) => read<unknown>(LIST, account),
  async writeList(account: string, value: unknown): Promise<void> {
    if (usable()) await set(LIST, { account, value } satisfies Kept<unknown>, lockerStore()).catch(() => undefined);
  },
  async readFile(account: string, fileId: string): Promise<Blob | undefined> {
    const files = (await read<KeptFile[]>(FILES, account)) ?? [];
    const found = files.find((f) => f.fileId === fileId)?.blob;
    return found instanceof Blob ? found : undefined;
  },
  async keepFile(account: string, fileId: string, blob: Blob): Promise<void> {
    if (!usable()) return;
    const files = ((await read<KeptFile[]>(FILES, account)) ?? []).filter((f) => f.fileId !== fileId);
    const value = [{ fileId, blob }, ...files].slice(0, MAX_FILES);
    await set(FILES, { account, value } satisfies Kept<KeptFile[]>, lockerStore()).catch(() => undefined);
  },
  /** which of the account's files this device holds */
  async heldFileIds(account: string): Promise<Set<string>> {
    const files = (await read<KeptFile[]>(FILES, account)) ?? [];
    return new Set(files.map((f) => f.fileId));
  },
  async clear(): Promise<void> {
    if (!usable()) return;
    await clear(lockerStore()).catch(() => del(LIST, lockerStore()));
  },
};
