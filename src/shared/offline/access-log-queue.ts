// A durable, bounded queue of access-log records in IndexedDB; a record leaves only once the server took it.
import { delMany, get, promisifyRequest, set, update, type UseStore } from 'idb-keyval';
import type { AccessLogRecord } from '../api/contract';

export const ACCESS_LOG_BATCH = 50;
export const ACCESS_LOG_MAX_RECORDS = 5000;
const DROPPED_KEY = 'dropped';
const LOCK_NAME = 'portal-access-log-flush';

/** Records are stored under [time, sequence, id] so the store's own key order is arrival order. */
type RecordKey = [number, number, string];
/** Array keys sort after the string key holding the dropped counter. */
const recordRange = () => IDBKeyRange.lowerBound([]);

export type QueuedRecord = AccessLogRecord & { clientRecordId: string; accessTime: string };
export type SendBatch = (records: QueuedRecord[]) => Promise<void>;

export interface FlushResult {
  sent: number;
  requests: number;
  failed: boolean;
}

export interface QueueOptions {
  store: UseStore;
  send: SendBatch;
  batchSize?: number;
  maxRecords?: number;
  /** cross-tab lock; defaults to navigator.locks where the browser has it */
  locks?: LockManager | null;
}

function isQueuedRecord(v: unknown): v is QueuedRecord {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.clientRecordId === 'string' &&
    typeof r.accessTime === 'string' &&
    typeof r.accessType === 'number' &&
    typeof r.orgCode === 'string'
  );
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

  async function addDropped(n: number): Promise<void> {
    if (n > 0) await update<number>(DROPPED_KEY, (old) => (typeof old === 'number' ? old : 0) + n, store);
  }

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
    const corrupt = keys.filter((_, i) => !isQueuedRecord(values[i]));
    if (corrupt.length > 0) {
      // written by an older version or damaged: it can never be accepted, so it must not block the queue
      await delMany(corrupt, store);
      await addDropped(corrupt.length);
    }
    return { keys: keys.filter((_, i) => isQueuedRecord(values[i])), records: values.filter(isQueuedRecord) };
  }

  async function drain(): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, requests: 0, failed: false };
    for (;;) {
      const { keys, records } = await readBatch();
      if (records.length === 0) return result;
      result.requests += 1;
      try {
        await send(records);
      } catch {
        result.failed = true;
        return result;
      }
      await delMany(keys, store);
      result.sent += records.length;
    }
  }

  async function lockedDrain(): Promise<FlushResult> {
    await writes;
    if (!locks) return drain();
    // another tab holding the lock is sending the same store: nothing to do here
    const outcome = await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? drain() : null));
    return outcome ?? { sent: 0, requests: 0, failed: false };
  }

  return {
    /** Stores a record; resolves once it is on disk. */
    enqueue(record: QueuedRecord): Promise<void> {
      const key: RecordKey = [Date.now(), (sequence += 1), record.clientRecordId];
      const write = writes.then(async () => {
        await set(key, record, store);
        await trimToBound();
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
    dropped: async (): Promise<number> => (await get<number>(DROPPED_KEY, store)) ?? 0,
  };
}

export type AccessLogQueue = ReturnType<typeof createAccessLogQueue>;
