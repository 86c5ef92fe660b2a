// The schema, as Kysely migrations written in code: the same ones on SQLite and PostgreSQL, run on open.
import {
  Migrator,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

type Table = CreateTableBuilder<string, never>;
const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** A platform session remembers the browser that made it, so a planted cookie is not taken for its login. */
const sessionBrowser: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('browser', 'text').execute();
  },
};

// a list's order: SQLite's rowid alias, PostgreSQL's serial
const withSeq =
  (dialect: Dialect) =>
  (t: Table): Table =>
    dialect === 'sqlite'
      ? t.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
      : t.addColumn('seq', 'serial', (c) => c.primaryKey());

/** A row an account owns: its order, its own id and the account. */
const ownedBy =
  (dialect: Dialect) =>
  (t: Table): Table =>
    withSeq(dialect)(t)
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', notNull);

/** Each policy's revisions (what changed, when), applied over the seed catalogue as the API starts. */
function policyRevisions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withSeq(dialect)(db.schema.createTable('policy_revisions'))
        .addColumn('policy_id', 'text', notNull)
        .addColumn('changed_at', 'text', notNull)
        .addColumn('fields_json', 'text', notNull)
        .addColumn('changes_json', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('policy_revisions_policy')
        .on('policy_revisions')
        .columns(['policy_id', 'seq'])
        .execute();
    },
  };
}

/**
 * 免申即享 receipts followed to the bank: each receipt's status, the amount granted and its steps (系统比对 →
 * 推送确认 → 确认领取 → 资金拨付 → 已到账). Applications need no new column: their money steps ride in the
 * history document, and a record that went from 审核通过 straight to 已兑现 still reads as paid.
 */
function payments(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await ownedBy(dialect)(db.schema.createTable('receipts'))
        .addColumn('policy_id', 'text', notNull)
        .addColumn('policy_name', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('granted_money', 'double precision', notNull)
        .addColumn('history_json', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('receipts_account_policy')
        .on('receipts')
        .columns(['account_id', 'policy_id'])
        .unique()
        .execute();
    },
  };
}

/**
 * 我的材料: documents an account keeps for reuse. The files are rows of `files` (their bytes by hash, counted in
 * the account's quota); a submitted application gets its own copies of them.
 */
function materialsLocker(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await ownedBy(dialect)(db.schema.createTable('locker_documents'))
        .addColumn('kind', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('source', 'text', notNull)
        .addColumn('valid_until', 'text')
        .addColumn('upload_time', 'text', notNull)
        .addColumn('file_ids_json', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('locker_documents_account')
        .on('locker_documents')
        .columns(['account_id', 'seq'])
        .execute();
    },
  };
}

function initial(dialect: Dialect): Migration {
  const owned = ownedBy(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const table = (name: string) => db.schema.createTable(name);
      await table('sessions')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'integer', notNull)
        .addColumn('account_id', 'text', notNull)
        .addColumn('created_at', 'bigint', notNull)
        .addColumn('last_seen', 'bigint', notNull)
        .addColumn('cookie_id', 'text', (c) => c.notNull().unique())
        .addColumn('accepted', 'integer', notNull)
        .execute();
      await table('tickets')
        .addColumn('ticket', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', notNull)
        .addColumn('cookie_id', 'text', notNull)
        .addColumn('expires_at', 'bigint', notNull)
        .execute();
      await table('accounts')
        .addColumn('account_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'integer', notNull)
        .addColumn('info_json', 'text')
        .addColumn('query_times', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await owned(table('applications'))
        .addColumn('policy_id', 'text', notNull)
        .addColumn('policy_name', 'text', notNull)
        .addColumn('apply_time', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('reward_money', 'double precision', notNull)
        .addColumn('declare_end', 'text')
        .addColumn('request_id', 'text')
        .addColumn('form_json', 'text')
        .addColumn('files_json', 'text', notNull)
        .addColumn('history_json', 'text', notNull)
        .execute();
      await owned(table('messages'))
        .addColumn('title', 'text', notNull)
        .addColumn('content', 'text', notNull)
        .addColumn('create_time', 'text', notNull)
        .addColumn('read', 'integer', notNull)
        .addColumn('target_json', 'text')
        .execute();
      await owned(table('urges'))
        .addColumn('apply_id', 'text', notNull)
        .addColumn('policy_name', 'text', notNull)
        .addColumn('urge_time', 'text', notNull)
        .addColumn('reply', 'text')
        .execute();
      await owned(table('enjoys'))
        .addColumn('policy_id', 'text', notNull)
        .addColumn('policy_name', 'text', notNull)
        .addColumn('reward_money', 'double precision', notNull)
        .addColumn('pay_time', 'text', notNull)
        .execute();
      await table('received')
        .addColumn('account_id', 'text', notNull)
        .addColumn('policy_id', 'text', notNull)
        .addColumn('receive_time', 'text', notNull)
        .addPrimaryKeyConstraint('received_pk', ['account_id', 'policy_id'])
        .execute();
      await owned(table('consults'))
        .addColumn('initiate_type', 'text', notNull)
        .addColumn('initiate_content', 'text', notNull)
        .addColumn('create_time', 'text', notNull)
        .addColumn('reply', 'text')
        .addColumn('reply_time', 'text')
        .addColumn('initiate_name', 'text')
        .addColumn('initiate_phone', 'text')
        .addColumn('file_list_json', 'text')
        .execute();
      await owned(table('projects'))
        .addColumn('project_name', 'text', notNull)
        .addColumn('investment', 'double precision', notNull)
        .addColumn('start_date', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('description', 'text', notNull)
        .addColumn('enterprise_type', 'text')
        .addColumn('enterprise_type_name', 'text')
        .execute();
      await owned(table('bank_changes'))
        .addColumn('change_time', 'text', notNull)
        .addColumn('old_account_masked', 'text', notNull)
        .addColumn('new_account_masked', 'text', notNull)
        .addColumn('operator', 'text', notNull)
        .execute();
      await owned(table('questionnaire_records'))
        .addColumn('submit_time', 'text', notNull)
        .addColumn('answers_json', 'text', notNull)
        .addColumn('accurate_count', 'integer', notNull)
        .execute();
      await table('drafts')
        .addColumn('account_id', 'text', notNull)
        .addColumn('policy_id', 'text', notNull)
        .addColumn('request_id', 'text', notNull)
        .addColumn('values_json', 'text', notNull)
        .addColumn('files_json', 'text', notNull)
        .addColumn('changed_at', 'bigint', notNull)
        .addPrimaryKeyConstraint('drafts_pk', ['account_id', 'policy_id'])
        .execute();
      await table('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', notNull)
        .addColumn('purpose', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('size', 'integer', notNull)
        .addColumn('kind', 'text', notNull)
        .addColumn('mime', 'text', notNull)
        .addColumn('hash', 'text', notNull)
        .addColumn('created_at', 'bigint', notNull)
        .addColumn('application_id', 'text')
        .addColumn('consultation_id', 'text')
        .execute();
      await table('counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'bigint', notNull)
        .execute();
      for (const name of [
        'applications',
        'messages',
        'urges',
        'enjoys',
        'consults',
        'projects',
        'bank_changes',
      ])
        await db.schema.createIndex(`${name}_account`).on(name).columns(['account_id', 'seq']).execute();
      await db.schema
        .createIndex('questionnaire_records_account')
        .on('questionnaire_records')
        .columns(['account_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('applications_policy')
        .on('applications')
        .columns(['account_id', 'policy_id'])
        .execute();
      await db.schema
        .createIndex('files_account')
        .on('files')
        .columns(['account_id', 'purpose', 'created_at'])
        .execute();
      await db.schema.createIndex('files_hash').on('files').column('hash').execute();
      await db.schema.createIndex('sessions_created').on('sessions').column('created_at').execute();
    },
  };
}

/**
 * Brings the database to the newest schema; throws with the failing migration's error. `schema` names the
 * PostgreSQL schema of the migration bookkeeping (else Kysely, looking at every schema, finds another
 * instance's tables and takes them for its own).
 */
export async function migrate(db: Kysely<Database>, dialect: Dialect, schema?: string): Promise<void> {
  const migrations: Record<string, Migration> = {
    '0001_initial': initial(dialect),
    '0002_session_browser': sessionBrowser,
    '0003_policy_revisions': policyRevisions(dialect),
    '0004_payments': payments(dialect),
    '0005_materials_locker': materialsLocker(dialect),
  };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
