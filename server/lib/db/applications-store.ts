// Applications in the database: the list row as the API shows it, and what it holds besides (form, files,
// history) as JSON documents of the same row.
import type { Kysely, Selectable } from 'kysely';
import type { ApplyRecord } from '../../../src/shared/api/contract';
import { applicationMoney } from '../money';
import type { ApplicationExtras } from '../state';
import { fromJson, toJson } from './database';
import type { ApplicationTable, Database } from './schema';

export type Db = Kysely<Database>;

export interface StoredApplication {
  accountId: string;
  record: ApplyRecord;
  extras: ApplicationExtras;
}

type Row = Selectable<ApplicationTable>;

function fromRow(row: Row): StoredApplication {
  const status = row.status as ApplyRecord['status'];
  const history = fromJson<ApplicationExtras['history']>(row.history_json);
  return {
    accountId: row.account_id,
    record: {
      id: row.id,
      policyId: row.policy_id,
      policyName: row.policy_name,
      applyTime: row.apply_time,
      status,
      rewardMoney: row.reward_money,
      ...(row.declare_end !== null ? { declareEnd: row.declare_end } : {}),
      ...applicationMoney(status, history, row.reward_money),
    },
    extras: {
      form: row.form_json === null ? null : fromJson(row.form_json),
      files: fromJson(row.files_json),
      history,
    },
  };
}

/** Rows for a list that is shown newest first: give them oldest first (the seed gives newest first). */
export function insertApplications(
  db: Db,
  accountId: string,
  items: { record: ApplyRecord; extras: ApplicationExtras; requestId?: string }[],
) {
  if (items.length === 0) return Promise.resolve();
  return db
    .insertInto('applications')
    .values(
      items.map(({ record, extras, requestId }) => ({
        id: record.id,
        account_id: accountId,
        policy_id: record.policyId,
        policy_name: record.policyName,
        apply_time: record.applyTime,
        status: record.status,
        reward_money: record.rewardMoney,
        declare_end: record.declareEnd ?? null,
        request_id: requestId ?? null,
        form_json: extras.form === null ? null : toJson(extras.form),
        files_json: toJson(extras.files),
        history_json: toJson(extras.history),
      })),
    )
    .execute();
}

/** Writes what a step changed: status, files and history. */
export async function saveApplication(db: Db, app: StoredApplication): Promise<void> {
  await db
    .updateTable('applications')
    .set({
      status: app.record.status,
      apply_time: app.record.applyTime,
      files_json: toJson(app.extras.files),
      history_json: toJson(app.extras.history),
    })
    .where('id', '=', app.record.id)
    .execute();
}

/** The account's application with this id (another account's answers as none). */
export async function findApplication(db: Db, accountId: string, id: string) {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** Any account's application (the review desk). */
export async function findAnyApplication(db: Db, id: string) {
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function findByRequest(db: Db, accountId: string, requestId: string) {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** The application on this policy that blocks a new one: the newest not refused. */
export async function activeApplication(db: Db, accountId: string, policyId: string) {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('policy_id', '=', policyId)
    .where('status', '!=', 'rejected')
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  return row ? fromRow(row).record : undefined;
}

/** One page of the account's applications, newest first. */
export async function applicationPage(db: Db, accountId: string, limit: number, offset: number) {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(fromRow);
}

/** Every account's applications, newest first (the review desk). */
export async function allApplications(db: Db) {
  const rows = await db.selectFrom('applications').selectAll().orderBy('seq', 'desc').execute();
  return rows.map(fromRow);
}
