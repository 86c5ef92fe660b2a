// An account's own documents in the database: its profile as edited, questionnaire answers, application
// drafts (暂存), and the running counters of the site.
import { MAX_QUESTIONNAIRE_RECORDS } from '../account-limits';
import type {
  EnterpriseInfo,
  PersonalInfo,
  QuestionnaireRecord,
  ServerDraft,
} from '../../../src/shared/api/contract';
import type { Db } from './applications-store';
import { fromJson, toJson } from './database';

// ---- profile (region, address, bank account, contact preference as the account edited them)

export async function accountInfo<T extends EnterpriseInfo | PersonalInfo>(db: Db, accountId: string) {
  const row = await db
    .selectFrom('accounts')
    .select('info_json')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.info_json ? fromJson<T>(row.info_json) : undefined;
}

export function insertAccount(db: Db, accountId: string, kind: 1 | 2, info: EnterpriseInfo | PersonalInfo) {
  return db
    .insertInto('accounts')
    .values({ account_id: accountId, kind, info_json: toJson(info), query_times: 0 })
    .execute();
}

export function saveAccountInfo(db: Db, accountId: string, info: EnterpriseInfo | PersonalInfo) {
  return db
    .updateTable('accounts')
    .set({ info_json: toJson(info) })
    .where('account_id', '=', accountId)
    .execute();
}

// ---- questionnaire (newest first, at most 50 kept; every submit counted)

/** the latest submissions kept per account (server/lib/account-limits.ts states the limit) */
export const KEPT_QUESTIONNAIRES = MAX_QUESTIONNAIRE_RECORDS;

export async function questionnaireRecords(db: Db, accountId: string, limit = KEPT_QUESTIONNAIRES) {
  const rows = await db
    .selectFrom('questionnaire_records')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r): QuestionnaireRecord => ({
    id: r.id,
    submitTime: r.submit_time,
    answers: fromJson(r.answers_json),
    accurateCount: r.accurate_count,
  }));
}

export async function queryTimes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('query_times')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.query_times ?? 0);
}

/** Keeps a questionnaire record, counts the submit and drops what is beyond the newest 50. */
export async function insertQuestionnaire(db: Db, accountId: string, record: QuestionnaireRecord) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('questionnaire_records')
      .values({
        id: record.id,
        account_id: accountId,
        submit_time: record.submitTime,
        answers_json: toJson(record.answers),
        accurate_count: record.accurateCount,
      })
      .execute();
    await trx
      .updateTable('accounts')
      .set((e) => ({ query_times: e('query_times', '+', 1) }))
      .where('account_id', '=', accountId)
      .execute();
    const kept = trx
      .selectFrom('questionnaire_records')
      .select('seq')
      .where('account_id', '=', accountId)
      .orderBy('seq', 'desc')
      .limit(KEPT_QUESTIONNAIRES);
    await trx
      .deleteFrom('questionnaire_records')
      .where('account_id', '=', accountId)
      .where('seq', 'not in', kept)
      .execute();
  });
}

// ---- application drafts (暂存): one per account and policy

export async function findDraft(
  db: Db,
  accountId: string,
  policyId: string,
): Promise<ServerDraft | undefined> {
  const row = await db
    .selectFrom('drafts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  return row
    ? {
        policyId: row.policy_id,
        requestId: row.request_id,
        values: fromJson(row.values_json),
        files: fromJson(row.files_json),
        changedAt: row.changed_at,
      }
    : undefined;
}

/** The file ids the account's drafts hold. */
export async function draftFileIds(db: Db, accountId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('drafts')
    .select('files_json')
    .where('account_id', '=', accountId)
    .execute();
  const ids = new Set<string>();
  for (const row of rows)
    for (const m of fromJson<ServerDraft['files']>(row.files_json))
      for (const f of m.files) ids.add(f.fileId);
  return ids;
}

export async function saveDraft(db: Db, accountId: string, draft: ServerDraft) {
  const columns = {
    request_id: draft.requestId,
    values_json: toJson(draft.values),
    files_json: toJson(draft.files),
    changed_at: draft.changedAt,
  };
  await db
    .insertInto('drafts')
    .values({ account_id: accountId, policy_id: draft.policyId, ...columns })
    .onConflict((oc) => oc.columns(['account_id', 'policy_id']).doUpdateSet(columns))
    .execute();
}

export function deleteDraft(db: Db, accountId: string, policyId: string) {
  return db
    .deleteFrom('drafts')
    .where('account_id', '=', accountId)
    .where('policy_id', '=', policyId)
    .execute();
}
