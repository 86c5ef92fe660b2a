// What makes an access-log record acceptable (the demo server's rules, server/routes/access-log-routes.ts),
// checked when a record is made and again before it is sent; DOM-free, shared by the page and the worker.
import type { AccessLogRecord } from '../api/contract';
import { parseId } from '../routing/search-params';

export type QueuedRecord = AccessLogRecord & { clientRecordId: string; accessTime: string };

/** Background Sync tag the page registers while records wait; the service worker flushes on it. */
export const ACCESS_LOG_SYNC_TAG = 'portal-access-log';
/** Web Lock held by whichever tab or worker is sending, so no record travels twice at once. */
export const ACCESS_LOG_LOCK = 'portal-access-log-flush';
export const ACCESS_LOG_DB = 'portal-access-log';
export const ACCESS_LOG_STORE = 'queue';

/** A well-formed record id (the router's rule): at most 64 letters, digits, '-' or '_'. */
export function isWellFormedId(value: string): boolean {
  return parseId(value) === value;
}

export function isValidRecord(v: unknown): v is QueuedRecord {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.accessType === 'number' &&
    Number.isInteger(r.accessType) &&
    (r.userType === 1 || r.userType === 2 || r.userType === 3) &&
    r.sourceType === 1 &&
    (r.policyId === null || (typeof r.policyId === 'string' && isWellFormedId(r.policyId))) &&
    typeof r.orgCode === 'string' &&
    /^\d{6}$/.test(r.orgCode) &&
    typeof r.clientRecordId === 'string' &&
    r.clientRecordId.length > 0 &&
    r.clientRecordId.length <= 100 &&
    typeof r.accessTime === 'string' &&
    r.accessTime.length <= 40
  );
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
