// Image upload handling: multer in memory, 5 MB limit, JPEG/PNG recognised by magic bytes, kept for their owner
// in the file store (on disk by hash, a row in the database, a per-account quota).
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { DemoContext } from './context';
import { zh } from './applicant';
import { QuotaFull, quotaText, storeFile } from './db/file-store';
import { badRequest } from './envelope';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
});

export function sniffImage(data: Buffer): { ext: 'png' | 'jpg'; mime: string } | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { ext: 'png', mime: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  return null;
}

/** Runs multer and turns its errors into envelope errors. */
export function receiveFile(req: Request, res: Response): Promise<Express.Multer.File> {
  return new Promise((resolve, reject) => {
    upload.single('file')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') reject(badRequest('图片大小不能超过5MB'));
        else if (err.code === 'LIMIT_UNEXPECTED_FILE') reject(badRequest('请使用 file 字段上传一张图片'));
        else reject(badRequest('文件上传失败，请检查文件后重试'));
        return;
      }
      if (err) {
        reject(badRequest('文件上传失败，请求格式不正确'));
        return;
      }
      if (!req.file) {
        reject(badRequest('请选择要上传的图片'));
        return;
      }
      resolve(req.file);
    });
  });
}

/** `/__uploads/<id>.<ext>`: the path the consultation form sends back and the portal shows */
export const IMAGE_PATH = /^\/__uploads\/([0-9a-f-]{36}\.(?:png|jpg))$/;

export async function storeImage(
  ctx: DemoContext,
  file: Express.Multer.File,
  accountId: string,
): Promise<string> {
  if (!/\.(png|jpe?g)$/i.test(file.originalname)) throw badRequest('仅支持上传 JPG、PNG 格式的图片');
  const kind = sniffImage(file.buffer);
  if (!kind) throw badRequest('文件内容不是有效的 JPG 或 PNG 图片');
  const name = `${randomUUID()}.${kind.ext}`;
  try {
    await storeFile(
      ctx.db,
      ctx.blobs,
      {
        id: name,
        accountId,
        purpose: 'image',
        name: file.originalname.slice(0, 100),
        kind: kind.ext,
        mime: kind.mime,
        data: file.buffer,
      },
      ctx.clock(),
      () => Promise.resolve(new Set()),
    );
  } catch (error) {
    if (error instanceof QuotaFull)
      throw badRequest(
        zh('upload.quota', { name: file.originalname.slice(0, 100), max: quotaText('image') }),
      );
    throw error;
  }
  return `/__uploads/${name}`;
}
