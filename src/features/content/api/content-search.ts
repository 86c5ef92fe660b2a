// Validation of the content screens' URL search params: a bad value becomes its default, never a crash.
import { countyByCode } from '../../../shared/config/city';
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, type PageSize } from '../../../shared/api/paging';

export const KEYWORD_MAX = 100;

type Raw = Record<string, unknown>;

/** The router parses `?id=123` as a number; accept both and hand back text. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function parseKeyword(value: unknown): string {
  return text(value).trim().slice(0, KEYWORD_MAX);
}

/** Record ids are short tokens such as n-001 or ap-12; anything else reads as "no id". */
export function parseId(value: unknown): string {
  const id = text(value).trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : '';
}

/** A county code of the city config, else "" meaning every county. */
export function parseCounty(value: unknown): string {
  const code = text(value);
  return countyByCode(code) ? code : '';
}

export interface PagedSearch {
  page: number;
  pageSize: PageSize;
  keyword: string;
}

export interface PublicitySearch extends PagedSearch {
  county: string;
}

export const NEWS_SEARCH_DEFAULTS: PagedSearch = { page: 1, pageSize: DEFAULT_PAGE_SIZE, keyword: '' };
export const PUBLICITY_SEARCH_DEFAULTS: PublicitySearch = { ...NEWS_SEARCH_DEFAULTS, county: '' };

export function validateNewsSearch(input: object): PagedSearch {
  const raw = input as Raw;
  return {
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize),
    keyword: parseKeyword(raw.keyword),
  };
}

export function validatePublicitySearch(input: object): PublicitySearch {
  return { ...validateNewsSearch(input), county: parseCounty((input as Raw).county) };
}

export function validateIdSearch(input: object): { id: string } {
  return { id: parseId((input as Raw).id) };
}

export type GuideAudience = 1 | 2;

export function validateGuideSearch(input: object): { audience: GuideAudience } {
  return { audience: text((input as Raw).audience) === '2' ? 2 : 1 };
}

/** No year (or a bad one) means every year. */
export function validateCompilationSearch(input: object): { year?: number } {
  const n = Number(text((input as Raw).year));
  return Number.isInteger(n) && n >= 1990 && n <= 2100 ? { year: n } : {};
}

export const INFO_TOPICS = ['accessibility', 'privacy', 'sitemap', 'about'] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

export function validateInfoSearch(input: object): { topic: InfoTopic } {
  const topic = text((input as Raw).topic) as InfoTopic;
  return { topic: INFO_TOPICS.includes(topic) ? topic : 'about' };
}
