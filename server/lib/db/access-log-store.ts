// The access log in the database: the latest records (for /__demo/access-logs) and the running counts that
// make the home page's visit count.
import type { AccessLogRecord } from '../../../src/shared/api/contract';
import { addToCounter } from './account-store';
import type { Db } from './applications-store';
import { fromJson, toJson } from './database';

/** Keeps a batch's accepted records and counts the request and them, in one transaction. */
export async function recordAccess(db: Db, records: AccessLogRecord[], keep: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await addToCounter(trx, 'accessRequests', 1);
    if (records.length === 0) return;
    await addToCounter(trx, 'accessAccepted', records.length);
    const inserted = await trx
      .insertInto('access_log')
      .values(records.map((r) => ({ record_json: toJson(r) })))
      .returning('seq')
      .execute();
    const last = inserted.at(-1)?.seq ?? 0;
    // trimmed in steps, so the delete runs once per thousand records rather than on every POST
    if (last % 1000 < records.length)
      await trx
        .deleteFrom('access_log')
        .where('seq', '<=', last - keep)
        .execute();
  });
}

/** A refused batch is still a request. */
export const countAccessRequest = (db: Db) => addToCounter(db, 'accessRequests', 1);

export async function accessRecords(db: Db): Promise<AccessLogRecord[]> {
  const rows = await db.selectFrom('access_log').select('record_json').orderBy('seq', 'asc').execute();
  return rows.map((r) => fromJson<AccessLogRecord>(r.record_json));
}

export async function keptAccessRecords(db: Db): Promise<number> {
  const row = await db
    .selectFrom('access_log')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
