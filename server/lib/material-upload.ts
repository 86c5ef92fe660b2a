// Application materials: multer in memory, the shared file rules, type checked by content, owner recorded.
import { randomUUID } from 'node:crypto';
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
import { badRequest } from './envelope';
import { cleanFileName } from './file-name';

/** the demo keeps at most this much of all accounts' materials; the oldest go first */
const MAX_STORED_BYTES = 300 * 1024 * 1024;

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

export async function receiveMaterial(ctx: DemoContext, accountId: string, req: Request, res: Response) {
  const raw = await receive(req, res);
  const fileName = cleanFileName(utf8Name(raw.originalname));
  const problem = checkMaterialFile(fileName, raw.size, raw.buffer.subarray(0, 16));
  if (problem) throw badRequest(zh(`apply.file.${problem}`, { name: fileName, max: '10 MB' }));
  const kind = sniffContent(raw.buffer.subarray(0, 16));
  if (!kind) throw badRequest(zh('apply.file.mismatch', { name: fileName }));
  const fileId = randomUUID();
  const file: ApplicationFile = { fileId, fileName, size: raw.size, kind, url: paths.applyFile(fileId) };
  const files = ctx.state.materialFiles;
  files.set(fileId, { accountId, file, data: raw.buffer, mime: MIME_OF[kind] });
  let total = 0;
  for (const f of files.values()) total += f.data.length;
  for (const [id, f] of files) {
    if (total <= MAX_STORED_BYTES) break;
    total -= f.data.length;
    files.delete(id);
  }
  return file;
}
