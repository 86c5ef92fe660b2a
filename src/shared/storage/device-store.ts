// The one way to keep data on this device in IndexedDB: `defineDeviceStore` names a store and the schema its
// entries are read back through, and answers typed get/set/del/entries with change events. Every read goes
// through the schema: an entry that fails it (damaged, or written by an older version) is removed, never
// handed on, and counted once per visit in store health. A change is told to listeners in this page and,
// through a BroadcastChannel, to other tabs and the service worker. DOM-free: the worker uses the same stores.
import { clear, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
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

function storeCore({ db, store, name, channel }: StoreOptions) {
  let raw: UseStore | undefined;
  const open = () => (raw ??= deviceDatabase(db, store));
  const listeners = new Set<Listener>();
  let broadcast: BroadcastChannel | null | undefined;
  // opened on first use: a page that neither writes nor listens holds no channel
  const bus = () => {
    if (broadcast === undefined) {
      broadcast = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channel ?? `portal-store:${db}`);
      broadcast?.addEventListener('message', () => listeners.forEach((l) => l()));
    }
    return broadcast;
  };
  return {
    open,
    changed() {
      listeners.forEach((l) => l());
      bus()?.postMessage('changed');
    },
    subscribe(listener: Listener) {
      bus();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** removes unreadable entries; two reads that overlap (a mount and a change event) count each once */
    async drop(keys: readonly IDBValidKey[]) {
      if (keys.length === 0) return;
      await delMany([...keys], open()).catch(() => undefined);
      const fresh = keys.map((key) => `${name}\u0000${String(key)}`).filter((k) => !counted.has(k));
      fresh.forEach((k) => counted.add(k));
      recordDropped(name, fresh.length);
    },
  };
}

export function defineDeviceStore<T, K extends IDBValidKey = string>(
  options: DeviceStoreOptions<T, K>,
): DeviceStore<T, K> {
  const { name, schema, belongs } = options;
  const core = storeCore(options);
  function parse(value: unknown, key?: K): T | null {
    try {
      const entry = parseWith(schema, value, `device.${name}`);
      return key === undefined || !belongs || belongs(entry, key) ? entry : null;
    } catch {
      return null;
    }
  }
  const written = <R>(done: Promise<R>) => done.then((r) => (core.changed(), r));
  const store: DeviceStore<T, K> = {
    name,
    parse,
    async get(key) {
      const value = await get<unknown>(key, core.open());
      if (value === undefined) return null;
      const entry = parse(value, key);
      if (entry === null) await core.drop([key]);
      return entry;
    },
    set: (key, value) => written(set(key, value, core.open())),
    del: (key) => written(del(key, core.open())),
    delMany: (keys) => written(delMany([...keys], core.open())),
    clear: () => written(clear(core.open())),
    async entries({ leaveUnreadable = false } = {}) {
      const readable: [K, T][] = [];
      const unreadable: K[] = [];
      for (const [key, value] of await entries<K, unknown>(core.open())) {
        const entry = parse(value, key);
        if (entry === null) unreadable.push(key);
        else readable.push([key, entry]);
      }
      if (!leaveUnreadable) await core.drop(unreadable);
      return { entries: readable, dropped: unreadable.length };
    },
    async update(key, change) {
      const current = await store.get(key);
      if (current === null) return null;
      const next = change(current);
      await store.set(key, next);
      return next;
    },
    subscribe: core.subscribe,
    get raw() {
      return core.open();
    },
  };
  return store;
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
  const core = storeCore(options);
  const written = (done: Promise<void>) => done.then(() => core.changed());
  return {
    name: options.name,
    async get(field) {
      const value = await get<unknown>(field, core.open());
      if (value === undefined) return null;
      try {
        return parseWith(options.fields[field]!, value, `device.${options.name}.${field}`) as FieldValue<F, typeof field>;
      } catch {
        await core.drop([field]);
        return null;
      }
    },
    set: (field, value) => written(set(field, value, core.open())),
    del: (field) => written(del(field, core.open())),
    clear: () => written(clear(core.open())),
    subscribe: core.subscribe,
  };
}
