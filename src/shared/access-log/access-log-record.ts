// What makes an access-log record acceptable: one rule, DOM-free, used by the page and the worker when a
// record is made and again before it is sent, and by the demo server when a batch arrives.
import { accessLogRecordProblem, isWellFormedId, type AccessLogRecord } from '../api/schemas/access-log';

export { accessLogRecordProblem, isWellFormedId };

export type QueuedRecord = AccessLogRecord & { clientRecordId: string; accessTime: string };

/** Background Sync tag the page registers while records wait; the service worker flushes on it. */
export const ACCESS_LOG_SYNC_TAG = 'portal-access-log';
/** Web Lock held by whichever tab or worker is sending, so no record travels twice at once. */
export const ACCESS_LOG_LOCK = 'portal-access-log-flush';
export const ACCESS_LOG_DB = 'portal-access-log';
export const ACCESS_LOG_STORE = 'queue';

/** A record the portal may queue and send: acceptable to the server, with its time of visit. */
export function isValidRecord(v: unknown): v is QueuedRecord {
  return accessLogRecordProblem(v) === null && typeof (v as { accessTime?: unknown }).accessTime === 'string';
}

/**
 * The server refused the batch as invalid (its answer will not change on a retry): the queue splits it
 * to find the records at fault. Anything else thrown by a sender is a passing failure, retried later.
 */
export class BatchRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchRefusedError';
  }
}

/** Envelope codes and HTTP statuses that mean "this batch is invalid", not "try again later". */
const REFUSALS = new Set(['400', '413', '422']);
export function isRefusal(codeOrStatus: unknown): boolean {
  return REFUSALS.has(String(codeOrStatus));
}
