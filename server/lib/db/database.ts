// Opens the reference API's database: SQLite in DATA_DIR by default (in memory when no folder is given, as
// the tests' instances are), PostgreSQL when a URL is given; the same Kysely code and migrations on both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrate, type Dialect } from './migrations';
import type { Database } from './schema';

export interface StoreOptions {
  /** the data folder: portal.sqlite (without a database URL) and files/; none = SQLite in memory, files in a temp folder */
  dataDir?: string;
  /** postgres://…: PostgreSQL instead of SQLite */
  databaseUrl?: string;
  /** PostgreSQL schema of this instance (tests give each instance its own); default: the server's search_path */
  pgSchema?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** settles once the schema is migrated: nothing may query before */
  ready: Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// PostgreSQL sends bigint (our millisecond times, count(*)) as text; every one of ours fits a JS number
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(options: StoreOptions): OpenDatabase {
  if (options.databaseUrl) {
    const schema = options.pgSchema;
    if (schema !== undefined && !SCHEMA_NAME.test(schema))
      throw new Error(`bad PostgreSQL schema name: ${schema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const ready = schemaChange(db, async () => {
      if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
      await migrate(db, 'postgres', schema);
    });
    return { db, dialect: 'postgres', ready };
  }
  let file = ':memory:';
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    file = join(options.dataDir, 'portal.sqlite');
  }
  const database = new BetterSqlite3(file);
  // WAL: readers never wait for the writer; NORMAL: a commit survives a crash of the process (only a power
  // loss may lose the last transactions before a checkpoint)
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', ready: migrate(db, 'sqlite') };
}

/** Drops a test instance's PostgreSQL schema with everything in it. */
export async function dropSchema(db: Kysely<Database>, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad PostgreSQL schema name: ${schema}`);
  await schemaChange(db, () => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db));
}

/** An advisory lock key of this API's own: instances sharing one PostgreSQL database change schemas one at a time. */
const SCHEMA_CHANGE_LOCK = 350_500_2026;

/**
 * Runs a migration or a schema drop while no other instance on the same database does either. The migrator looks
 * at every schema's tables before it takes its own lock; a schema dropped by another instance in that moment made
 * its look fail ("relation t_….accounts does not exist"), and the instance never started.
 */
async function schemaChange<T>(db: Kysely<Database>, change: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (held) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(held);
    try {
      return await change();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(held);
    }
  });
}

export const toJson = (value: unknown): string => JSON.stringify(value);
export const fromJson = <T>(text: string): T => JSON.parse(text) as T;
