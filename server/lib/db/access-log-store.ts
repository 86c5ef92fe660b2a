// The access log in the database: the latest records (for /__demo/access-logs) and the running counts that
// make the home page's visit count.
import type { AccessLogRecord } from '../../../src/shared/api/contract';
import { sql } from 'kysely';
import { addToCounter } from './account-store';
import type { Db } from './applications-store';
import { fromJson, toJson } from './database';

/**
 * Keeps a batch's accepted records and counts the request and them, in one transaction (one insert, one update:
 * this runs on every page view).
 */
export async function recordAccess(db: Db, records: AccessLogRecord[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (records.length > 0)
      await trx
        .insertInto('access_log')
        .values(records.map((r) => ({ record_json: toJson(r) })))
        .execute();
    await trx
      .updateTable('counters')
      .set({
        value: sql<number>`value + case when name = 'accessAccepted' then ${records.length} else 1 end`,
      })
      .where('name', 'in', ['accessRequests', 'accessAccepted'])
      .execute();
  });
}

/** Drops all but the latest `keep` records. */
export async function trimAccessLog(db: Db, keep: number): Promise<void> {
  const newest = await db
    .selectFrom('access_log')
    .select((e) => e.fn.max('seq').as('seq'))
    .executeTakeFirst();
  const last = Number(newest?.seq ?? 0);
  if (last > keep)
    await db
      .deleteFrom('access_log')
      .where('seq', '<=', last - keep)
      .execute();
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
