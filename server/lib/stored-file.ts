// Sends a stored upload (its bytes from the blob store) as a download; never kept by a cache.
import type { Response } from 'express';
import { NO_STORE } from './cache-rules';
import type { DemoContext } from './context';
import type { StoredFile } from './db/file-store';
import { notFound } from './envelope';

export async function sendStoredFile(ctx: DemoContext, res: Response, stored: StoredFile): Promise<void> {
  const data = await ctx.blobs.read(stored.hash).catch(() => undefined);
  if (!data) throw notFound('文件不存在或已过期');
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Type', stored.mime);
  res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(stored.name)}`);
  res.send(data);
}
