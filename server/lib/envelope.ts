// The { code, msg, data } envelope every /api answer uses, and the error type handlers throw.
import type { Response } from 'express';

export const MSG_LOGIN_EXPIRED = '登录已失效，请重新登录';
export const MSG_PLATFORM_EXPIRED = '登录已失效，即将返回首页';

/** Thrown by handlers and validators; the error middleware turns it into an envelope (HTTP 200). */
export class ApiError extends Error {
  readonly code: number | string;
  readonly data: unknown;

  constructor(code: number | string, msg: string, data: unknown = null) {
    super(msg);
    this.code = code;
    this.data = data;
  }
}

export function ok<T>(res: Response, data: T, msg = '操作成功'): void {
  res.json({ code: 200, msg, data });
}

export function fail(res: Response, code: number | string, msg: string, data: unknown = null): void {
  res.json({ code, msg, data });
}

export function badRequest(msg: string): ApiError {
  return new ApiError(400, msg);
}

export function notFound(msg: string): ApiError {
  return new ApiError(404, msg);
}
