// Request guards and the final error handler: every failure becomes an envelope, never a stack trace.
import type { NextFunction, Request, Response } from 'express';
import { ApiError, fail } from './envelope';

const PATH_TRICK = /%2f|%5c|%00|\\|(^|\/)(\.|%2e){2}(\/|$)/i;

/** Rejects encoded slashes, backslashes, NUL bytes and `..` segments in the raw request path. */
export function pathGuard(req: Request, res: Response, next: NextFunction): void {
  const raw = req.originalUrl.split('?')[0] ?? '';
  if (PATH_TRICK.test(raw)) {
    fail(res, 400, '请求路径不合法');
    return;
  }
  next();
}

interface HttpError {
  type?: string;
  status?: number;
  message?: string;
}

export function errorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    // the client left while a file was on its way (a tab closed, a test gone offline): nobody to answer or warn
    if ((err as { code?: string } | null)?.code === 'ECONNABORTED') return;
    next(err);
    return;
  }
  if (err instanceof ApiError) {
    fail(res, err.code, err.message, err.data);
    return;
  }
  const e = (typeof err === 'object' && err !== null ? err : {}) as HttpError;
  if (e.type === 'entity.parse.failed') fail(res, 400, '请求体不是合法的 JSON');
  else if (e.type === 'entity.too.large') fail(res, 413, '请求体过大，不能超过100KB');
  else if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    fail(res, 415, '不支持的请求编码');
  else if (e.type === 'request.aborted') fail(res, 400, '请求已中断');
  else if (err instanceof URIError || (e.status === 400 && /decode/i.test(e.message ?? '')))
    fail(res, 400, '请求路径不合法');
  else if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
    fail(res, e.status, '请求不合法');
  else {
    console.error(`[demo-api] ${req.method} ${req.path} failed: ${e.message ?? String(err)}`);
    fail(res, 500, '服务器内部错误，请稍后重试');
  }
}
