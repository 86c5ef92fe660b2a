// The search params every paged or record screen shares, as schemas (Standard Schema, so a route may name one
// as its validateSearch): each param is read by the rule of search-params.ts / paging.ts, and a bad or missing
// value becomes its default, never a failure. The types are inferred from them.
import * as v from 'valibot';
import { parsePage, parsePageSize } from '../api/paging';
import { countyByCode } from '../config/city';
import { parseId, parseKeyword, searchText } from './search-params';

/** One search param, read by `read` from whatever the address holds (absent included). */
export function searchParam<T>(read: (raw: unknown) => T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => read(raw)),
    ),
    null,
  );
}

/** A county code of the city config, else "" meaning every county. */
export function parseCounty(value: unknown): string {
  const code = searchText(value);
  return countyByCode(code) ? code : '';
}

export const pageSearchSchema = v.object({
  page: searchParam(parsePage),
  pageSize: searchParam(parsePageSize),
});
export type PageSearch = v.InferOutput<typeof pageSearchSchema>;

export const pagedSearchSchema = v.object({
  ...pageSearchSchema.entries,
  keyword: searchParam((raw) => parseKeyword(raw, 'cut')),
});
export type PagedSearch = v.InferOutput<typeof pagedSearchSchema>;

export const idSearchSchema = v.object({ id: searchParam(parseId) });
export type IdSearch = v.InferOutput<typeof idSearchSchema>;

/** 申报公示 / 兑现公告: a paged search in one county (or all). */
export const publicitySearchSchema = v.object({
  ...pagedSearchSchema.entries,
  county: searchParam(parseCounty),
});
export type PublicitySearch = v.InferOutput<typeof publicitySearchSchema>;
