// Validation of the content screens' URL search params: a bad value becomes its default, never a crash.
import { countyByCode } from '../../../shared/config/city';
import { parseId, parseKeyword, searchText } from '../../../shared/routing/search-params';
import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize, type PageSize } from '../../../shared/api/paging';

type Raw = Record<string, unknown>;

/** A county code of the city config, else "" meaning every county. */
export function parseCounty(value: unknown): string {
  const code = searchText(value);
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
    keyword: parseKeyword(raw.keyword, 'cut'),
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
  return { audience: searchText((input as Raw).audience) === '2' ? 2 : 1 };
}

/** No year (or a bad one) means every year. */
export function validateCompilationSearch(input: object): { year?: number } {
  const n = Number(searchText((input as Raw).year));
  return Number.isInteger(n) && n >= 1990 && n <= 2100 ? { year: n } : {};
}

export const INFO_TOPICS = ['accessibility', 'privacy', 'sitemap', 'about'] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

export function validateInfoSearch(input: object): { topic: InfoTopic } {
  const topic = searchText((input as Raw).topic) as InfoTopic;
  return { topic: INFO_TOPICS.includes(topic) ? topic : 'about' };
}
