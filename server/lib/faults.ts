// Injected faults for tests: match by method and path (exact, or prefix when the fault path ends with '*').
import type { NextFunction, Request, Response } from 'express';
import type { DemoContext } from './context';
import { isRecord } from './http-helpers';
import type { Fault } from './state';

export function parseFault(raw: unknown, id: number): Fault | string {
  if (!isRecord(raw)) return 'body must be a JSON object';
  const { path, method, code, msg, status, delayMs, data, times } = raw;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'path must be a string starting with /';
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)))
    return 'method must be an HTTP method';
  if (code !== undefined && typeof code !== 'number' && typeof code !== 'string')
    return 'code must be a number or string';
  if (msg !== undefined && typeof msg !== 'string') return 'msg must be a string';
  if (
    status !== undefined &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)
  )
    return 'status must be an integer 200-599';
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 120000))
    return 'delayMs must be 0-120000';
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1))
    return 'times must be a positive integer';
  const fault: Fault = { id, path };
  if (method !== undefined) fault.method = method.toUpperCase();
  if (code !== undefined) fault.code = code;
  if (msg !== undefined) fault.msg = msg;
  if (status !== undefined) fault.status = status;
  if (delayMs !== undefined) fault.delayMs = delayMs;
  if ('data' in raw) fault.data = data;
  if (times !== undefined) fault.remaining = times;
  return fault;
}

function matches(fault: Fault, req: Request): boolean {
  if (fault.method && fault.method !== req.method) return false;
  const path = req.originalUrl.split('?')[0] ?? '';
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

/** Applies the first matching fault to /api requests: delay, then either answer the fault or pass through. */
export function faultMiddleware(ctx: DemoContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const fault = ctx.state.faults.find((f) => matches(f, req));
    if (!fault) {
      next();
      return;
    }
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) ctx.state.faults = ctx.state.faults.filter((f) => f !== fault);
    }
    const answers =
      fault.code !== undefined || fault.msg !== undefined || fault.status !== undefined || 'data' in fault;
    const respond = (): void => {
      if (!answers) {
        next();
        return;
      }
      res.status(fault.status ?? 200).json({
        code: fault.code ?? fault.status ?? 500,
        msg: fault.msg ?? '服务繁忙，请稍后再试',
        data: fault.data ?? null,
      });
    };
    if (fault.delayMs) setTimeout(respond, fault.delayMs);
    else respond();
  };
}
