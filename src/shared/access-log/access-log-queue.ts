// A durable, bounded queue of access-log records in IndexedDB; a record leaves only once the server took it.
// One implementation for the page and the service worker (DOM-free): they share the store and a Web Lock.
import { delMany, get, promisifyRequest, set, update, type UseStore } from 'idb-keyval';
import { unknownValue } from '../api/schema';
import { defineDeviceStore } from '../storage/device-store';
import {
  ACCESS_LOG_DB,
  ACCESS_LOG_LOCK,
  ACCESS_LOG_STORE,
  BatchRefusedError,
  isValidRecord,
  type QueuedRecord,
} from './access-log-record';

export type { QueuedRecord } from './access-log-record';

export const ACCESS_LOG_BATCH = 50;
export const ACCESS_LOG_MAX_RECORDS = 5000;
/** records pushed out by the bound */
const DROPPED_KEY = 'dropped';
/** records that could never be accepted: malformed when made or stored, or refused by the server */
const INVALID_KEY = 'invalid';

/**
 * The queue's device store. Records sit under array keys in arrival order beside two counters, so the queue
 * reads it by key range through `raw`; a record is checked by its own rule (isValidRecord) before it is sent,
 * and one that fails is removed and counted in the queue's own `invalid` counter (stats()).
 */
const accessLogDevice = defineDeviceStore<unknown, IDBValidKey>({
  db: ACCESS_LOG_DB,
  store: ACCESS_LOG_STORE,
  name: 'access-log',
  schema: unknownValue,
});

export const accessLogStore = (): UseStore => accessLogDevice.raw;

/** Records are stored under [time, sequence, id] so the store's own key order is arrival order. */
type RecordKey = [number, number, string];
/** Array keys sort after the string key holding the dropped counter. */
const recordRange = () => IDBKeyRange.lowerBound([]);

/** Resolves once the server took the batch; throws BatchRefusedError when it refuses it as invalid. */
export type SendBatch = (records: QueuedRecord[]) => Promise<void>;

export interface FlushResult {
  sent: number;
  requests: number;
  /** records the server refused as invalid: dropped and counted */
  refused: number;
  failed: boolean;
}

export interface QueueStats {
  queued: number;
  dropped: number;
  invalid: number;
}

export interface QueueOptions {
  store: UseStore;
  send: SendBatch;
  batchSize?: number;
  maxRecords?: number;
  /** cross-tab lock; defaults to navigator.locks where the browser has it */
  locks?: LockManager | null;
}

export function createAccessLogQueue(options: QueueOptions) {
  const { store, send } = options;
  const batchSize = options.batchSize ?? ACCESS_LOG_BATCH;
  const maxRecords = options.maxRecords ?? ACCESS_LOG_MAX_RECORDS;
  const locks =
    options.locks !== undefined
      ? options.locks
      : typeof navigator !== 'undefined'
        ? (navigator.locks ?? null)
        : null;
  let sequence = 0;
  let writes: Promise<unknown> = Promise.resolve();
  let flushing: Promise<FlushResult> | null = null;

  const countRecords = () => store('readonly', (s) => promisifyRequest(s.count(recordRange())));

  async function addTo(key: string, n: number): Promise<void> {
    if (n > 0) await update<number>(key, (old) => (typeof old === 'number' ? old : 0) + n, store);
  }
  const addDropped = (n: number) => addTo(DROPPED_KEY, n);
  const addInvalid = (n: number) => addTo(INVALID_KEY, n);
  const counter = async (key: string) => (await get<number>(key, store)) ?? 0;

  async function trimToBound(): Promise<void> {
    const excess = (await countRecords()) - maxRecords;
    if (excess <= 0) return;
    const oldest = await store('readonly', (s) => promisifyRequest(s.getAllKeys(recordRange(), excess)));
    await delMany(oldest, store);
    await addDropped(oldest.length);
  }

  async function readBatch(): Promise<{ keys: IDBValidKey[]; records: QueuedRecord[] }> {
    const [keys, values] = await store('readonly', (s) =>
      Promise.all([
        promisifyRequest(s.getAllKeys(recordRange(), batchSize)),
        promisifyRequest(s.getAll(recordRange(), batchSize)),
      ]),
    );
    const corrupt = keys.filter((_, i) => !isValidRecord(values[i]));
    if (corrupt.length > 0) {
      // written by an older version or damaged: it can never be accepted, so it must not block the queue
      await delMany(corrupt, store);
      await addInvalid(corrupt.length);
    }
    return { keys: keys.filter((_, i) => isValidRecord(values[i])), records: values.filter(isValidRecord) };
  }

  /**
   * Sends one batch. A batch refused as invalid is halved until the records at fault stand alone;
   * those are dropped and counted, the rest still go. Returns false on a passing failure (keep all).
   */
  async function deliver(
    keys: IDBValidKey[],
    records: QueuedRecord[],
    result: FlushResult,
  ): Promise<boolean> {
    result.requests += 1;
    try {
      await send(records);
    } catch (error) {
      if (!(error instanceof BatchRefusedError)) return false;
      if (records.length === 1) {
        await delMany(keys, store);
        await addInvalid(1);
        result.refused += 1;
        return true;
      }
      const half = Math.ceil(records.length / 2);
      return (
        (await deliver(keys.slice(0, half), records.slice(0, half), result)) &&
        deliver(keys.slice(half), records.slice(half), result)
      );
    }
    await delMany(keys, store);
    result.sent += records.length;
    return true;
  }

  async function drain(): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, requests: 0, refused: 0, failed: false };
    for (;;) {
      const { keys, records } = await readBatch();
      if (records.length === 0) return result;
      if (!(await deliver(keys, records, result))) {
        result.failed = true;
        return result;
      }
    }
  }

  async function lockedDrain(): Promise<FlushResult> {
    await writes;
    if (!locks) return drain();
    // another tab or the worker holding the lock is sending the same store and drains it to the end
    const outcome = await locks.request(ACCESS_LOG_LOCK, { ifAvailable: true }, (lock) =>
      lock ? drain() : null,
    );
    return outcome ?? { sent: 0, requests: 0, refused: 0, failed: false };
  }

  return {
    /**
     * Stores a record; resolves true once it is on disk. A record the server would refuse is not
     * stored but counted as invalid (resolves false), so it can never block the queue.
     */
    enqueue(record: QueuedRecord): Promise<boolean> {
      const key: RecordKey = [Date.now(), (sequence += 1), record.clientRecordId];
      const valid = isValidRecord(record);
      const write = writes.then(async () => {
        if (!valid) {
          await addInvalid(1);
          return false;
        }
        await set(key, record, store);
        await trimToBound();
        return true;
      });
      writes = write.catch(() => undefined);
      return write;
    },
    /** Sends everything queued, in batches; one flush at a time. */
    flush(): Promise<FlushResult> {
      flushing ??= lockedDrain().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    size: async (): Promise<number> => {
      await writes;
      return countRecords();
    },
    dropped: (): Promise<number> => counter(DROPPED_KEY),
    invalid: (): Promise<number> => counter(INVALID_KEY),
    stats: async (): Promise<QueueStats> => {
      await writes;
      const [queued, dropped, invalid] = await Promise.all([
        countRecords(),
        counter(DROPPED_KEY),
        counter(INVALID_KEY),
      ]);
      return { queued, dropped, invalid };
    },
  };
}

export type AccessLogQueue = ReturnType<typeof createAccessLogQueue>;
