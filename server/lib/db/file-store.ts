// Uploaded files (application materials, consultation images): the row says whose and what, the bytes sit in
// the blob store under their hash. Each account has its own quota for files no application holds yet; no
// account's upload ever removes another's file, and a submitted application's files are never removed.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { BlobStore } from './blob-store';
import type { Db } from './applications-store';
import type { FileTable } from './schema';

export type StoredFile = Selectable<FileTable>;
export type FilePurpose = 'material' | 'image';

/**
 * What one account may keep in files no submitted application (or sent consultation) holds: 200 MB of
 * materials (20 of the largest allowed file, 10 MB) and 50 MB of consultation images (10 of the largest, 5 MB).
 */
export const ACCOUNT_QUOTA_BYTES: Record<FilePurpose, number> = {
  material: 200 * 1024 * 1024,
  image: 50 * 1024 * 1024,
};

export class QuotaFull extends Error {}

/** The quota as people read it: '200 MB'. */
export const quotaText = (purpose: FilePurpose): string => `${ACCOUNT_QUOTA_BYTES[purpose] / 1024 / 1024} MB`;

export interface NewFile {
  accountId: string;
  purpose: FilePurpose;
  name: string;
  kind: string;
  mime: string;
  data: Buffer;
  /** the id to give it (default: a random UUID) */
  id?: string;
}

/**
 * Stores an upload for its account. Over the account's quota, the account's own oldest loose files (held by
 * no draft, application or consultation) make room; if its drafts hold the rest, the upload is refused.
 */
export async function storeFile(
  db: Db,
  blobs: BlobStore,
  file: NewFile,
  now: number,
  held: () => Promise<Set<string>>,
): Promise<StoredFile> {
  const quota = ACCOUNT_QUOTA_BYTES[file.purpose];
  const loose = await db
    .selectFrom('files')
    .select(['id', 'size', 'hash'])
    .where('account_id', '=', file.accountId)
    .where('purpose', '=', file.purpose)
    .where('application_id', 'is', null)
    .where('consultation_id', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  let used = loose.reduce((sum, f) => sum + f.size, 0);
  if (used + file.data.length > quota) {
    const keep = await held();
    const evict: typeof loose = [];
    for (const f of loose) {
      if (used + file.data.length <= quota) break;
      if (keep.has(f.id)) continue;
      evict.push(f);
      used -= f.size;
    }
    if (used + file.data.length > quota) throw new QuotaFull();
    await removeFiles(db, blobs, evict);
  }
  const hash = await blobs.put(file.data);
  const row: StoredFile = {
    id: file.id ?? randomUUID(),
    account_id: file.accountId,
    purpose: file.purpose,
    name: file.name,
    size: file.data.length,
    kind: file.kind,
    mime: file.mime,
    hash,
    created_at: now,
    application_id: null,
    consultation_id: null,
  };
  await db.insertInto('files').values(row).execute();
  return row;
}

/** Deletes the rows, then each blob no other row shares. */
export async function removeFiles(db: Db, blobs: BlobStore, list: { id: string; hash: string }[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .deleteFrom('files')
    .where(
      'id',
      'in',
      list.map((f) => f.id),
    )
    .execute();
  for (const hash of new Set(list.map((f) => f.hash))) {
    const shared = await db.selectFrom('files').select('id').where('hash', '=', hash).executeTakeFirst();
    if (!shared) await blobs.remove(hash);
  }
}

/** The account's file (another account's answers as none). */
export function ownFile(db: Db, accountId: string, id: string, purpose: FilePurpose) {
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Which of these ids are files the database still holds. */
export async function existingFiles(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('files').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The files now belong to a submitted application: never evicted from here on. */
export async function claimForApplication(db: Db, ids: string[], applicationId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('files').set({ application_id: applicationId }).where('id', 'in', ids).execute();
}

export async function claimForConsultation(db: Db, ids: string[], consultationId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('files').set({ consultation_id: consultationId }).where('id', 'in', ids).execute();
}

/**
 * A copy of a file for a submitted application: a row of its own (the bytes are shared by hash), held by the
 * application from the start, so what the locker does to its own row later never reaches it.
 */
export async function copyForApplication(
  db: Db,
  source: StoredFile,
  applicationId: string,
  now: number,
): Promise<StoredFile> {
  const row: StoredFile = { ...source, id: randomUUID(), created_at: now, application_id: applicationId };
  await db.insertInto('files').values(row).execute();
  return row;
}

/** Bytes the account's files hold that count against its material quota (held by no application). */
export async function looseBytes(db: Db, accountId: string, purpose: FilePurpose): Promise<number> {
  const rows = await db
    .selectFrom('files')
    .select('size')
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('application_id', 'is', null)
    .where('consultation_id', 'is', null)
    .execute();
  return rows.reduce((sum, r) => sum + r.size, 0);
}
