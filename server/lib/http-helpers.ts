// Small request helpers: typed params/query, paging, body checks and the request origin.
import type { Request } from 'express';
import type { Page } from '../../src/shared/api/contract';
import { ParseError, parseWith, type Schema } from '../../src/shared/api/schema';
import { badRequest } from './envelope';

export const PAGE_SIZES = [10, 15, 20] as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function param(req: Request, name: string): string {
  const value = (req.params as Record<string, string | undefined>)[name];
  return typeof value === 'string' ? value : '';
}

export function query(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`参数 ${name} 格式不正确`);
  return value;
}

export function body(req: Request): Record<string, unknown> {
  if (!isRecord(req.body)) throw badRequest('请求体格式不正确，应为 JSON 对象');
  return req.body;
}

/**
 * The JSON body read through the portal's own schema of it (src/shared/api/schemas): a body of another shape
 * is refused with the words the schema gives the portal ('Unexpected data at body.materials: expected a list').
 */
export function bodyAs<T>(req: Request, schema: Schema<T>): T {
  try {
    return parseWith(schema, body(req), 'body');
  } catch (error) {
    if (error instanceof ParseError) throw badRequest(error.message);
    throw error;
  }
}

export function parsePaging(pageText: unknown, sizeText: unknown): { page: number; pageSize: number } {
  const page = Number(pageText);
  const pageSize = Number(sizeText);
  if (!Number.isInteger(page) || page < 1 || page > 100000) throw badRequest('页码必须是大于等于1的整数');
  if (!PAGE_SIZES.includes(pageSize as 10 | 15 | 20)) throw badRequest('每页条数只能是10、15或20');
  return { page, pageSize };
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  return {
    records: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    current: page,
    size: pageSize,
  };
}

/** Converts only the records of one page (a list answer need not convert every hit). */
export function mapPage<T, U>(page: Page<T>, convert: (item: T) => U): Page<U> {
  return { ...page, records: page.records.map(convert) };
}

export function pagingFromParams(req: Request): { page: number; pageSize: number } {
  return parsePaging(param(req, 'page'), param(req, 'pageSize'));
}

export function optionalString(value: unknown, name: string, max: number): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`参数 ${name} 应为字符串`);
  if (value.length > max) throw badRequest(`参数 ${name} 长度不能超过${max}个字符`);
  return value;
}

export function requiredString(value: unknown, msg: string, max: number, name = ''): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(msg);
  if (value.length > max) throw badRequest(`${name || '内容'}长度不能超过${max}个字符`);
  return value.trim();
}

export function normalizePhone(phone: string): string {
  return phone.replace(/^\+?86/, '');
}

export function maskPhone(phone: string): string {
  const p = normalizePhone(phone);
  return p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
