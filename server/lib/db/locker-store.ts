// 我的材料 in the database: one row per document, its files rows of `files` (purpose 'material', so they count
// against the account's quota and are never evicted while the locker holds them).
import type { Selectable } from 'kysely';
import type { LockerDocument, LockerKind } from '../../../src/shared/api/contract';
import { draftFileIds } from './account-store';
import type { Db } from './applications-store';
import { fromJson, toJson } from './database';
import type { StoredFile } from './file-store';
import type { LockerDocumentTable } from './schema';

export type LockerRow = Selectable<LockerDocumentTable>;

/** at most this many documents per account */
export const LOCKER_MAX_DOCUMENTS = 100;

export const fileIdsOf = (row: LockerRow): string[] => fromJson<string[]>(row.file_ids_json);

/** The account's documents, newest first. */
export function lockerRows(db: Db, accountId: string) {
  return db
    .selectFrom('locker_documents')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('seq', 'desc')
    .execute();
}

/** The account's document (another account's answers as none). */
export function findLockerRow(db: Db, accountId: string, id: string) {
  return db
    .selectFrom('locker_documents')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface NewLockerDocument {
  id: string;
  accountId: string;
  kind: LockerKind;
  name: string;
  source: LockerDocument['source'];
  validUntil: string | undefined;
  uploadTime: string;
  fileIds: string[];
}

export async function insertLockerDocument(db: Db, doc: NewLockerDocument): Promise<void> {
  await db
    .insertInto('locker_documents')
    .values({
      id: doc.id,
      account_id: doc.accountId,
      kind: doc.kind,
      name: doc.name,
      source: doc.source,
      valid_until: doc.validUntil ?? null,
      upload_time: doc.uploadTime,
      file_ids_json: toJson(doc.fileIds),
    })
    .execute();
}

export async function updateLockerDocument(
  db: Db,
  id: string,
  change: Partial<Pick<LockerRow, 'name' | 'file_ids_json' | 'upload_time' | 'source' | 'valid_until'>>,
): Promise<void> {
  await db.updateTable('locker_documents').set(change).where('id', '=', id).execute();
}

export async function deleteLockerDocument(db: Db, id: string): Promise<void> {
  await db.deleteFrom('locker_documents').where('id', '=', id).execute();
}

export async function countLockerDocuments(db: Db, accountId: string): Promise<number> {
  const rows = await db.selectFrom('locker_documents').select('id').where('account_id', '=', accountId).execute();
  return rows.length;
}

/** The file ids the account's locker holds, each with its document. */
export async function lockerFileOwners(db: Db, accountId: string): Promise<Map<string, LockerRow>> {
  const owners = new Map<string, LockerRow>();
  for (const row of await lockerRows(db, accountId)) for (const id of fileIdsOf(row)) owners.set(id, row);
  return owners;
}

/** What an upload may never evict to make room: the files of the account's drafts and of its locker. */
export async function heldFileIds(db: Db, accountId: string): Promise<Set<string>> {
  const held = await draftFileIds(db, accountId);
  for (const id of (await lockerFileOwners(db, accountId)).keys()) held.add(id);
  return held;
}

/** The document as the API shows it; `files` are its rows of `files`, in its order. */
export function lockerDocumentOf(
  row: LockerRow,
  files: ReadonlyMap<string, StoredFile>,
  fileOf: (f: StoredFile) => LockerDocument['files'][number],
): LockerDocument {
  return {
    id: row.id,
    kind: row.kind as LockerKind,
    name: row.name,
    source: row.source as LockerDocument['source'],
    ...(row.valid_until ? { validUntil: row.valid_until } : {}),
    uploadTime: row.upload_time,
    files: fileIdsOf(row).flatMap((id) => {
      const f = files.get(id);
      return f ? [fileOf(f)] : [];
    }),
  };
}
