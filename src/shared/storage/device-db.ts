// Where the device's databases live. Normally IndexedDB; when the browser refuses it (storage blocked
// by policy, a private mode that forbids it, a broken profile), an in-memory IndexedDB stands in for
// this visit, so saving, ticks, reminders and the access-log queue keep working until the page closes,
// and the app says once that offline features are off on this device. DOM-free: the service worker
// uses the same stores (it registers no memory stand-in, so there a refused database stays refused).
import { createStore, type UseStore } from 'idb-keyval';

export type DeviceStorageKind = 'device' | 'memory';

interface MemoryDatabase {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

/** a browser that neither opens nor refuses within this time counts as refusing */
const PROBE_TIMEOUT_MS = 3000;
const PROBE_DB = 'portal-storage-probe';

let memoryDatabase: (() => Promise<MemoryDatabase>) | undefined;
let decided: Promise<DeviceStorageKind> | undefined;

/** The page's entry names the in-memory stand-in (loaded only when needed). */
export function provideMemoryDatabase(load: () => Promise<MemoryDatabase>): void {
  memoryDatabase = load;
}

function databaseOpens(): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    const settle = (opens: boolean) => {
      clearTimeout(timer);
      resolve(opens);
    };
    try {
      const request = indexedDB.open(PROBE_DB);
      request.onsuccess = () => {
        request.result.close();
        settle(true);
      };
      request.onerror = () => settle(false);
    } catch {
      settle(false);
    }
  });
}

/** Decided once per page: the device's IndexedDB, or the in-memory stand-in when the device refuses. */
export function deviceStorage(): Promise<DeviceStorageKind> {
  decided ??= (async () => {
    if (typeof indexedDB !== 'undefined' && (await databaseOpens())) return 'device';
    if (!memoryDatabase) return 'device';
    const memory = await memoryDatabase();
    for (const [name, value] of Object.entries(memory))
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    return 'memory';
  })();
  return decided;
}

/** An idb-keyval store that opens once the page knows where its databases live (device-store.ts opens them). */
export function deviceDatabase(dbName: string, storeName: string): UseStore {
  let store: UseStore | undefined;
  return (mode, callback) =>
    deviceStorage().then(() => (store ??= createStore(dbName, storeName))(mode, callback));
}
