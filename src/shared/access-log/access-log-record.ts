// What makes an access-log record acceptable: one rule, DOM-free, used by the page and the worker when a
// record is made and again before it is sent, and by the demo server when a batch arrives.
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

/**
 * What is wrong with a record, in the server's words (Chinese, as its answers are), or null when it is
 * acceptable. `accessTime` may be absent from a record another client sends; the portal always sets it.
 */
export function accessLogRecordProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return '应为对象';
  const r = v as Record<string, unknown>;
  if (typeof r.accessType !== 'number' || !Number.isInteger(r.accessType)) return 'accessType 应为整数';
  if (r.userType !== 1 && r.userType !== 2 && r.userType !== 3) return 'userType 只能是1、2或3';
  if (r.sourceType !== 1) return 'sourceType 只能是1';
  if (r.policyId !== null && (typeof r.policyId !== 'string' || !isWellFormedId(r.policyId)))
    return 'policyId 应为不超过64位的编号或 null';
  if (typeof r.orgCode !== 'string' || !/^\d{6}$/.test(r.orgCode)) return 'orgCode 应为6位区划代码';
  if (r.clientRecordId === undefined || r.clientRecordId === null || r.clientRecordId === '')
    return '缺少 clientRecordId（每条记录需带唯一编号，以免重复计数）';
  if (typeof r.clientRecordId !== 'string' || r.clientRecordId.length > 100)
    return 'clientRecordId 应为不超过100个字符的字符串';
  if (r.accessTime !== undefined && (typeof r.accessTime !== 'string' || r.accessTime.length > 40))
    return 'accessTime 应为字符串';
  return null;
}

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
