// Entry point for access-log records (docs/product.md#access-log): kept on the device and sent in batches
// when online; what a closed tab leaves behind, the service worker sends on Background Sync
// (sw/access-log-sync.ts).
import type { AccessLogRecord } from '../api/contract';
import { ApiError } from '../api/api-error';
import { paths } from '../api/paths';
import { request } from '../api/http';
import { accessLogResultSchema } from '../api/schemas/access-log';
import {
  ACCESS_LOG_BATCH,
  accessLogStore,
  createAccessLogQueue,
  type AccessLogQueue,
  type QueueStats,
} from './access-log-queue';
import { ACCESS_LOG_SYNC_TAG, BatchRefusedError, isRefusal, type QueuedRecord } from './access-log-record';
import { isOnline, subscribeOnline } from '../offline/online-status';

export type AccessLogInput = Omit<AccessLogRecord, 'clientRecordId' | 'accessTime'>;

export const FLUSH_INTERVAL_MS = 30_000;
/** Visits in quick succession travel together. */
const FLUSH_AFTER_RECORD_MS = 3_000;

/**
 * The server answers { accepted, duplicates }: both mean the record is safely there. A refusal of the
 * batch as invalid (code or status 400) becomes BatchRefusedError, so the queue finds the bad records.
 */
export async function sendAccessLogBatch(records: QueuedRecord[]): Promise<void> {
  try {
    await request(
      paths.accessLog,
      { method: 'POST', body: { systemAccessInfoList: records } },
      accessLogResultSchema,
    );
  } catch (error) {
    if (
      error instanceof ApiError &&
      ((error.kind === 'code' && isRefusal(error.code)) || (error.kind === 'http' && isRefusal(error.status)))
    )
      throw new BatchRefusedError(error.message);
    throw error;
  }
}

let queue: AccessLogQueue | null = null;
function getQueue(): AccessLogQueue {
  queue ??= createAccessLogQueue({ store: accessLogStore(), send: sendAccessLogBatch });
  return queue;
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to send the queue once the connection is back, even if this tab is closed by
 * then (Background Sync, where the browser has it; elsewhere the next open tab sends).
 */
function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(ACCESS_LOG_SYNC_TAG))
    .catch(() => undefined);
}

let pending: ReturnType<typeof setTimeout> | undefined;
let started = false;

function flushSoon(delayMs: number): void {
  if (!started || !isOnline()) return;
  clearTimeout(pending);
  pending = setTimeout(() => void accessLog.flush(), delayMs);
}

export const accessLog = {
  record(input: AccessLogInput): void {
    const record: QueuedRecord = {
      ...input,
      clientRecordId: crypto.randomUUID(),
      accessTime: new Date().toISOString(),
    };
    void getQueue()
      .enqueue(record)
      .then(async (queued) => {
        if (!queued) return;
        if (!isOnline()) requestBackgroundSync();
        else flushSoon((await getQueue().size()) >= ACCESS_LOG_BATCH ? 0 : FLUSH_AFTER_RECORD_MS);
      })
      .catch(() => undefined);
  },

  /** Sends what is queued when online; failures keep the records and leave them to Background Sync too. */
  async flush(): Promise<void> {
    if (!isOnline()) return;
    const result = await getQueue()
      .flush()
      .catch(() => null);
    if (!result || result.failed) requestBackgroundSync();
  },

  /** Records waiting, pushed out by the bound, and dropped as invalid. */
  stats: (): Promise<QueueStats> => getQueue().stats(),

  /** Flushes now, on `online`, every 30 s while online and when the page is hidden. Returns a stop function. */
  start(): () => void {
    started = true;
    const flush = () => void accessLog.flush();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    flush();
    const timer = setInterval(flush, FLUSH_INTERVAL_MS);
    const stopWatchingOnline = subscribeOnline((online) => {
      if (online) flush();
    });
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      started = false;
      clearInterval(timer);
      clearTimeout(pending);
      stopWatchingOnline();
      document.removeEventListener('visibilitychange', onHidden);
    };
  },
};
