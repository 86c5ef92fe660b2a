// The one way to keep data on this device in IndexedDB: `defineDeviceStore` names a store and the schema its
// entries are read back through, and answers typed get/set/del/entries with change events. Every read goes
// through the schema: an entry that fails it (damaged, or written by an older version) is removed, never
// handed on, and counted once per visit in store health. A change is told to listeners in this page and,
// through a BroadcastChannel, to other tabs and the service worker. DOM-free: the worker uses the same stores.
import { clear, del, delMany, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { parseWith, type Schema } from '../api/schema';
import { recordDropped } from '../offline/store-health';
import { deviceDatabase } from './device-db';

type Listener = () => void;

interface StoreOptions {
  /** the IndexedDB database and object store (the names devices already hold data under) */
  db: string;
  store: string;
  /** the store's name in store health (and in the warning a dropped entry writes) */
  name: string;
  /** the BroadcastChannel other tabs and the worker hear changes on (default `portal-store:<db>`) */
  channel?: string;
}

export interface DeviceStoreOptions<T, K extends IDBValidKey> extends StoreOptions {
  /** what every entry must be; read back through it (the lenient blocks of shared/api/schema) */
  schema: Schema<T>;
  /** an entry is readable only under the key it belongs to (a renamed or swapped entry is damaged) */
  belongs?: (entry: T, key: K) => boolean;
}

export interface DeviceStore<T, K extends IDBValidKey = string> {
  readonly name: string;
  /** `value` read through the schema (and, given its key, where it is kept), or null */
  parse(value: unknown, key?: K): T | null;
  /** the entry, or null when absent or unreadable (an unreadable one is removed and counted) */
  get(key: K): Promise<T | null>;
  set(key: K, value: T): Promise<void>;
  del(key: K): Promise<void>;
  delMany(keys: readonly K[]): Promise<void>;
  clear(): Promise<void>;
  /**
   * Every readable entry with its key; unreadable ones are removed and counted (`dropped`: how many this read
   * found). `leaveUnreadable` skips them without removing: a background reader that could tell no one.
   */
  entries(options?: { leaveUnreadable?: boolean }): Promise<{ entries: [K, T][]; dropped: number }>;
  /** The entry changed by `change` and written back; null (nothing written) when absent or unreadable. */
  update(key: K, change: (current: T) => T): Promise<T | null>;
  /** Told after every write of this store, in this page, another tab or the worker. */
  subscribe(listener: Listener): () => void;
  /** The idb-keyval store itself, for a reader the keyed calls do not cover (the access-log queue's key ranges). */
  readonly raw: UseStore;
}

/** store name + key of each unreadable entry already counted in this visit */
const counted = new Set<string>();

/** The store itself; `schemaOf` names the schema an entry under a key is read through. */
function openDeviceStore<T, K extends IDBValidKey>(
  {
    db,
    store: storeName,
    name,
    channel,
    belongs,
  }: StoreOptions & { belongs?: (entry: T, key: K) => boolean },
  schemaOf: (key: K | undefined) => Schema<T>,
): DeviceStore<T, K> {
  let raw: UseStore | undefined;
  const open = () => (raw ??= deviceDatabase(db, storeName));
  const listeners = new Set<Listener>();
  let broadcast: BroadcastChannel | null | undefined;
  // opened on first use: a page that neither writes nor listens holds no channel
  const bus = () => {
    if (broadcast === undefined) {
      broadcast =
        typeof BroadcastChannel === 'undefined'
          ? null
          : new BroadcastChannel(channel ?? `portal-store:${db}`);
      broadcast?.addEventListener('message', () => listeners.forEach((l) => l()));
    }
    return broadcast;
  };
  /** tells this page's listeners, other tabs and the worker that the store changed */
  const tell = () => {
    listeners.forEach((l) => l());
    bus()?.postMessage('changed');
  };
  const written = (done: Promise<void>) => done.then(tell);
  /** removes unreadable entries; two reads that overlap (a mount and a change event) count each once */
  async function drop(keys: readonly K[]) {
    if (keys.length === 0) return;
    await delMany([...keys], open()).catch(() => undefined);
    const fresh = keys.map((key) => `${name}\u0000${String(key)}`).filter((k) => !counted.has(k));
    fresh.forEach((k) => counted.add(k));
    recordDropped(name, fresh.length);
  }
  function parse(value: unknown, key?: K): T | null {
    try {
      const entry = parseWith(schemaOf(key), value, `device.${name}`);
      return key === undefined || !belongs || belongs(entry, key) ? entry : null;
    } catch {
      return null;
    }
  }
  const store: DeviceStore<T, K> = {
    name,
    parse,
    async get(key) {
      const value = await get<unknown>(key, open());
      const entry = value === undefined ? null : parse(value, key);
      if (value !== undefined && entry === null) await drop([key]);
      return entry;
    },
    set: (key, value) => written(set(key, value, open())),
    del: (key) => written(del(key, open())),
    delMany: (keys) => written(delMany([...keys], open())),
    clear: () => written(clear(open())),
    async entries({ leaveUnreadable = false } = {}) {
      const readable: [K, T][] = [];
      const unreadable: K[] = [];
      for (const [key, value] of await entries<K, unknown>(open())) {
        const entry = parse(value, key);
        if (entry === null) unreadable.push(key);
        else readable.push([key, entry]);
      }
      if (!leaveUnreadable) await drop(unreadable);
      return { entries: readable, dropped: unreadable.length };
    },
    // read, changed and written in one transaction: a write in between (another tab, the worker checking the
    // same saved search) is never lost under a copy read before it
    async update(key, change) {
      let next: T | null = null;
      let unreadable = false;
      await open()('readwrite', (objectStore) =>
        promisifyRequest(objectStore.get(key)).then((value: unknown) => {
          if (value === undefined) return;
          const entry = parse(value, key);
          if (entry === null) {
            unreadable = true;
            return;
          }
          next = change(entry);
          objectStore.put(next, key);
          return promisifyRequest(objectStore.transaction);
        }),
      );
      if (unreadable) await drop([key]);
      else if (next !== null) tell();
      return next;
    },
    subscribe(listener) {
      bus();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get raw() {
      return open();
    },
  };
  return store;
}

export function defineDeviceStore<T, K extends IDBValidKey = string>(
  options: DeviceStoreOptions<T, K>,
): DeviceStore<T, K> {
  return openDeviceStore(options, () => options.schema);
}

type Fields = Record<string, Schema<unknown>>;
type FieldValue<F extends Fields, N extends keyof F> = F[N] extends Schema<infer T> ? T : never;

/** A store of a few named values, each with its own schema (a switch, a language, a list of shown ids). */
export interface DeviceRecord<F extends Fields> {
  readonly name: string;
  /** the value, or null when absent or unreadable (an unreadable one is removed and counted) */
  get<N extends keyof F & string>(field: N): Promise<FieldValue<F, N> | null>;
  set<N extends keyof F & string>(field: N, value: FieldValue<F, N>): Promise<void>;
  del(field: keyof F & string): Promise<void>;
  clear(): Promise<void>;
  subscribe(listener: Listener): () => void;
}

/** The same store as `defineDeviceStore`, keyed by a fixed set of fields each read through its own schema. */
export function defineDeviceRecord<F extends Fields>(options: StoreOptions & { fields: F }): DeviceRecord<F> {
  return openDeviceStore<unknown, string>(options, (field) => options.fields[field!]!) as DeviceRecord<F>;
}
