// 我的材料 (assumed endpoints): the account's documents kept for reuse, the 电子证照库 stand-in that issues the
// account's own licences as files, and what an application takes from them (its own copy, at submit).
import type { Request, Response } from 'express';
import type { LockerDocument, LockerKind, LockerList } from '../../src/shared/api/contract';
import { lockerPaths } from '../../src/shared/api/locker-paths';
import {
  lockerKeepSchema,
  lockerRemoveSchema,
  lockerRenameSchema,
  lockerReplaceFieldsSchema,
  lockerUploadFieldsSchema,
} from '../../src/shared/api/schemas/locker';
import { ParseError, parseWith, type Schema } from '../../src/shared/api/schema';
import { findAccount } from '../data/accounts';
import { sessionOf } from '../lib/auth';
import type { DemoContext } from '../lib/context';
import { draftFileIds } from '../lib/db/account-store';
import type { Db } from '../lib/db/applications-store';
import { toJson } from '../lib/db/database';
import { ACCOUNT_QUOTA_BYTES, looseBytes, ownFile, removeFiles, type StoredFile } from '../lib/db/file-store';
import {
  countLockerDocuments,
  deleteLockerDocument,
  fileIdsOf,
  findLockerRow,
  insertLockerDocument,
  LOCKER_MAX_DOCUMENTS,
  lockerDocumentOf,
  lockerFileOwners,
  lockerRows,
  updateLockerDocument,
  type LockerRow,
} from '../lib/db/locker-store';
import { badRequest, notFound, ok } from '../lib/envelope';
import { bodyAs } from '../lib/http-helpers';
import { licenceDocument } from '../lib/licence-pdf';
import { materialFileOf, receiveFile, storeMaterial, type ReceivedFile } from '../lib/material-upload';
import type { Register } from '../lib/registry';
import { nextId } from '../lib/state';
import { formatDateTime } from '../lib/time';

/** another account's document answers exactly like one that does not exist */
export const NOT_YOUR_DOCUMENT = '材料不存在，或不属于当前登录的账号';

/** The multipart fields beside a file, read through the portal's schema (refused with its message). */
function fieldsAs<T>(req: Request, schema: Schema<T>): T {
  try {
    return parseWith(schema, { ...(req.body as Record<string, unknown>) }, 'body');
  } catch (error) {
    if (error instanceof ParseError) throw badRequest(error.message);
    throw error;
  }
}

async function filesById(db: Db, ids: string[]): Promise<Map<string, StoredFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('files').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function documentsOf(db: Db, rows: LockerRow[]): Promise<LockerDocument[]> {
  const files = await filesById(db, rows.flatMap(fileIdsOf));
  return rows.map((row) => lockerDocumentOf(row, files, materialFileOf));
}

/** The last day of an enterprise's 营业期限 in the register: 30 years from its establishment, less a day. */
function businessTermEnd(established: string): string {
  const d = new Date(`${established}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 30);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

interface Licence {
  kind: LockerKind;
  name: string;
  validUntil: string;
  file: ReceivedFile;
}

/** The licences the provincial library holds for this account (the demo data's own record). */
function licencesOf(accountId: string, issued: string): Licence[] {
  const account = findAccount(accountId);
  if (!account) return [];
  if (account.kind === 2) {
    const info = account.info;
    const until = businessTermEnd(info.establishDate);
    const data = licenceDocument({
      title: '营业执照',
      rows: [
        ['统一社会信用代码', info.enterpriseCode],
        ['名称', info.enterpriseName],
        ['类型', info.enterpriseType],
        ['法定代表人', info.legalPerson],
        ['注册资本', info.registeredCapital],
        ['成立日期', info.establishDate],
        ['营业期限', `${info.establishDate} 至 ${until}`],
        ['住所', info.address],
      ],
      issuer: '泉州市市场监督管理局',
      issued,
    });
    return [
      {
        kind: 'businessLicence',
        name: `营业执照（${info.enterpriseName}）`,
        validUntil: until,
        file: { name: `营业执照-${info.enterpriseCode}.pdf`, kind: 'pdf', data },
      },
    ];
  }
  const data = licenceDocument({
    title: '居民身份证',
    rows: [
      ['姓名', account.info.userName],
      ['公民身份号码', account.info.idCardMasked],
      ['住址', account.info.address ?? ''],
      ['有效期限', `${account.idCardValidity.from} 至 ${account.idCardValidity.until}`],
    ],
    issuer: '泉州市公安局',
    issued,
  });
  return [
    {
      kind: 'idCard',
      name: `居民身份证（${account.info.userName}）`,
      validUntil: account.idCardValidity.until,
      file: { name: '居民身份证.pdf', kind: 'pdf', data },
    },
  ];
}

export function registerLockerRoutes(ctx: DemoContext, reg: Register): void {
  const meta = { auth: 'login' as const, assumed: true };

  const ownDocument = async (accountId: string, id: string): Promise<LockerRow> => {
    const row = await findLockerRow(ctx.db, accountId, id);
    if (!row) throw notFound(NOT_YOUR_DOCUMENT);
    return row;
  };
  const answerOf = async (accountId: string, id: string) =>
    (await documentsOf(ctx.db, [await ownDocument(accountId, id)]))[0]!;
  const assertRoom = async (accountId: string) => {
    if ((await countLockerDocuments(ctx.db, accountId)) >= LOCKER_MAX_DOCUMENTS)
      throw badRequest(`我的材料最多保存${LOCKER_MAX_DOCUMENTS}份，请先删除不需要的材料`);
  };
  /** the files a document no longer holds go, unless a draft still holds them (the draft keeps its file) */
  const dropFiles = async (accountId: string, ids: string[]) => {
    const drafts = await draftFileIds(ctx.db, accountId);
    const files = await filesById(
      ctx.db,
      ids.filter((id) => !drafts.has(id)),
    );
    await removeFiles(
      ctx.db,
      ctx.blobs,
      [...files.values()].filter((f) => f.application_id === null),
    );
  };
  const now = () => formatDateTime(ctx.now());

  reg('get', lockerPaths.list, meta, async (_req, res) => {
    const accountId = sessionOf(res).accountId;
    const answer: LockerList = {
      documents: await documentsOf(ctx.db, await lockerRows(ctx.db, accountId)),
      usedBytes: await looseBytes(ctx.db, accountId, 'material'),
      quotaBytes: ACCOUNT_QUOTA_BYTES.material,
    };
    ok(res, answer);
  });

  /** A file the account uploaded, kept as a new document of its own. */
  async function keepUpload(
    res: Response,
    accountId: string,
    doc: { kind: LockerKind; name: string; validUntil?: string },
    fileId: string,
  ): Promise<void> {
    const id = nextId(ctx.state, 'doc');
    await insertLockerDocument(ctx.db, {
      id,
      accountId,
      kind: doc.kind,
      name: doc.name,
      source: 'upload',
      validUntil: doc.validUntil,
      uploadTime: now(),
      fileIds: [fileId],
    });
    ok(res, await answerOf(accountId, id), '已保存到我的材料');
  }

  reg('post', lockerPaths.upload, meta, async (req, res) => {
    const accountId = sessionOf(res).accountId;
    const file = await receiveFile(req, res);
    const fields = fieldsAs(req, lockerUploadFieldsSchema);
    await assertRoom(accountId);
    const stored = await storeMaterial(ctx, accountId, file);
    await keepUpload(res, accountId, fields, stored.id);
  });

  reg('post', lockerPaths.keep, meta, async (req, res) => {
    const accountId = sessionOf(res).accountId;
    const b = bodyAs(req, lockerKeepSchema);
    const stored = await ownFile(ctx.db, accountId, b.fileId, 'material');
    if (!stored || stored.application_id !== null) throw notFound('文件不存在或已过期，请重新上传');
    const holder = (await lockerFileOwners(ctx.db, accountId)).get(stored.id);
    if (holder) {
      ok(res, await answerOf(accountId, holder.id), '该文件已在我的材料中');
      return;
    }
    await assertRoom(accountId);
    await keepUpload(res, accountId, b, stored.id);
  });

  reg('post', lockerPaths.rename, meta, async (req, res) => {
    const accountId = sessionOf(res).accountId;
    const b = bodyAs(req, lockerRenameSchema);
    const row = await ownDocument(accountId, b.documentId);
    await updateLockerDocument(ctx.db, row.id, { name: b.name });
    ok(res, await answerOf(accountId, row.id), '已重命名');
  });

  reg('post', lockerPaths.replace, meta, async (req, res) => {
    const accountId = sessionOf(res).accountId;
    const file = await receiveFile(req, res);
    const fields = fieldsAs(req, lockerReplaceFieldsSchema);
    const row = await ownDocument(accountId, fields.documentId);
    const stored = await storeMaterial(ctx, accountId, file);
    // the document is now the applicant's own upload; applications already submitted keep their copies
    await updateLockerDocument(ctx.db, row.id, {
      file_ids_json: toJson([stored.id]),
      upload_time: now(),
      source: 'upload',
    });
    await dropFiles(accountId, fileIdsOf(row));
    ok(res, await answerOf(accountId, row.id), '已替换');
  });

  reg('post', lockerPaths.remove, meta, async (req, res) => {
    const accountId = sessionOf(res).accountId;
    const b = bodyAs(req, lockerRemoveSchema);
    const row = await ownDocument(accountId, b.documentId);
    await deleteLockerDocument(ctx.db, row.id);
    await dropFiles(accountId, fileIdsOf(row));
    ok(res, null, '已删除');
  });

  reg('post', lockerPaths.licence, meta, async (_req, res) => {
    const accountId = sessionOf(res).accountId;
    const rows = await lockerRows(ctx.db, accountId);
    const fetched: string[] = [];
    for (const licence of licencesOf(accountId, now().slice(0, 10))) {
      // a licence already fetched is fetched again in place (the library's current record)
      const existing = rows.find((r) => r.source === 'licence' && r.kind === licence.kind);
      if (!existing) await assertRoom(accountId);
      const stored = await storeMaterial(ctx, accountId, licence.file);
      if (existing) {
        await updateLockerDocument(ctx.db, existing.id, {
          file_ids_json: toJson([stored.id]),
          upload_time: now(),
          valid_until: licence.validUntil,
        });
        await dropFiles(accountId, fileIdsOf(existing));
        fetched.push(existing.id);
      } else {
        const id = nextId(ctx.state, 'doc');
        await insertLockerDocument(ctx.db, {
          id,
          accountId,
          kind: licence.kind,
          name: licence.name,
          source: 'licence',
          validUntil: licence.validUntil,
          uploadTime: now(),
          fileIds: [stored.id],
        });
        fetched.push(id);
      }
    }
    const all = await documentsOf(ctx.db, await lockerRows(ctx.db, accountId));
    ok(
      res,
      all.filter((d) => fetched.includes(d.id)),
      '已从电子证照库获取',
    );
  });
}
