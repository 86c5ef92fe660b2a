// Entry point for access-log records (spec §3, §4): kept on the device and sent in batches when online.
import { createStore } from 'idb-keyval';
import type { AccessLogRecord } from '../api/contract';
import { paths } from '../api/paths';
import { request } from '../api/http';
import { num, obj } from '../api/parse';
import {
  ACCESS_LOG_BATCH,
  createAccessLogQueue,
  type AccessLogQueue,
  type QueuedRecord,
} from './access-log-queue';
import { isOnline, subscribeOnline } from './online-status';

export type AccessLogInput = Omit<AccessLogRecord, 'clientRecordId' | 'accessTime'>;

export const FLUSH_INTERVAL_MS = 30_000;
/** Visits in quick succession travel together. */
const FLUSH_AFTER_RECORD_MS = 3_000;

const parseResult = obj({ accepted: num, duplicates: num });

/** The server answers { accepted, duplicates }: both mean the record is safely there. */
export async function sendAccessLogBatch(records: QueuedRecord[]): Promise<void> {
  await request(
    paths.accessLog,
    { method: 'POST', body: { systemAccessInfoList: records }, silent: true },
    parseResult,
  );
}

let queue: AccessLogQueue | null = null;
function getQueue(): AccessLogQueue {
  queue ??= createAccessLogQueue({
    store: createStore('portal-access-log', 'queue'),
    send: sendAccessLogBatch,
  });
  return queue;
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
      .then(async () => flushSoon((await getQueue().size()) >= ACCESS_LOG_BATCH ? 0 : FLUSH_AFTER_RECORD_MS))
      .catch(() => undefined);
  },

  /** Sends what is queued when online; failures keep the records for the next attempt. */
  async flush(): Promise<void> {
    if (!isOnline()) return;
    await getQueue()
      .flush()
      .catch(() => undefined);
  },

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
