// Application materials: multer in memory, the shared file rules, type checked by content, then kept for their
// owner in the file store (server/lib/db/file-store.ts: on disk by hash, a row in the database, a per-account quota).
import type { Request, Response } from 'express';
import multer from 'multer';
import type { ApplicationFile } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import {
  checkMaterialFile,
  MAX_MATERIAL_BYTES,
  MIME_OF,
  sniffContent,
} from '../../src/shared/apply/material-rules';
import { zh } from './applicant';
import type { DemoContext } from './context';
import { QuotaFull, quotaText, storeFile, type StoredFile } from './db/file-store';
import { heldFileIds } from './db/locker-store';
import { badRequest } from './envelope';
import { cleanFileName } from './file-name';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_MATERIAL_BYTES, files: 1, fields: 5, parts: 6 },
});

/** multer reads the name as latin1; browsers send UTF-8 */
const utf8Name = (name: string): string => Buffer.from(name, 'latin1').toString('utf8');

function receive(req: Request, res: Response): Promise<Express.Multer.File> {
  return new Promise((resolve, reject) => {
    upload.single('file')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        reject(
          badRequest(
            err.code === 'LIMIT_FILE_SIZE'
              ? '单个文件不能超过10MB'
              : '文件上传失败，请使用 file 字段上传一个文件',
          ),
        );
        return;
      }
      if (err) reject(badRequest('文件上传失败，请求格式不正确'));
      else if (!req.file) reject(badRequest('请选择要上传的文件'));
      else resolve(req.file);
    });
  });
}

/** A received material file: its cleaned name, its content kind and its bytes, checked by the shared rules. */
export interface ReceivedFile {
  name: string;
  kind: ApplicationFile['kind'];
  data: Buffer;
}

/** Reads one material file from a multipart request (the other fields land on req.body) and checks it. */
export async function receiveFile(req: Request, res: Response): Promise<ReceivedFile> {
  const raw = await receive(req, res);
  const fileName = cleanFileName(utf8Name(raw.originalname));
  const problem = checkMaterialFile(fileName, raw.size, raw.buffer.subarray(0, 16));
  if (problem) throw badRequest(zh(`apply.file.${problem}`, { name: fileName, max: '10 MB' }));
  const kind = sniffContent(raw.buffer.subarray(0, 16));
  if (!kind) throw badRequest(zh('apply.file.mismatch', { name: fileName }));
  return { name: fileName, kind, data: raw.buffer };
}

/**
 * Keeps a material file for its account, within the account's quota: loose files no draft or locker document
 * holds make room, oldest first; otherwise the quota's refusal.
 */
export async function storeMaterial(ctx: DemoContext, accountId: string, file: ReceivedFile): Promise<StoredFile> {
  try {
    return await storeFile(
      ctx.db,
      ctx.blobs,
      { accountId, purpose: 'material', name: file.name, kind: file.kind, mime: MIME_OF[file.kind], data: file.data },
      ctx.clock(),
      () => heldFileIds(ctx.db, accountId),
    );
  } catch (error) {
    if (error instanceof QuotaFull)
      throw badRequest(zh('apply.file.quota', { name: file.name, max: quotaText('material') }));
    throw error;
  }
}

export async function receiveMaterial(
  ctx: DemoContext,
  accountId: string,
  req: Request,
  res: Response,
): Promise<ApplicationFile> {
  return materialFileOf(await storeMaterial(ctx, accountId, await receiveFile(req, res)));
}

/** A stored material as applications, drafts and the upload's answer name it. */
export function materialFileOf(row: StoredFile): ApplicationFile {
  return {
    fileId: row.id,
    fileName: row.name,
    size: row.size,
    kind: row.kind as ApplicationFile['kind'],
    url: paths.applyFile(row.id),
  };
}
