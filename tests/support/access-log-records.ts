import { createStore } from 'idb-keyval';
import type { QueuedRecord } from '../../src/shared/access-log/access-log-record';

let dbSeq = 0;

/** A new, empty IndexedDB queue store for one test (names never repeat within a run). */
export const freshQueueStore = (prefix: string) => createStore(`${prefix}-${(dbSeq += 1)}`, 'queue');

/** A valid queued access record numbered `n` (its id and second of 2024-01-01 follow `n`). */
export function queuedRecord(n: number, fields: Partial<QueuedRecord> = {}): QueuedRecord {
  return {
    accessType: 3,
    userType: 3,
    sourceType: 1,
    policyId: null,
    orgCode: '350501',
    clientRecordId: `id-${n}`,
    accessTime: new Date(2024, 0, 1, 0, 0, n).toISOString(),
    ...fields,
  };
}
