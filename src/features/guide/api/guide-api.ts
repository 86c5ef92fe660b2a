// 申报指南 and 政策汇编: the guides by audience, the compilations by year.
import { arr, num, obj, oneOf, str, withDefault, type Parser } from '../../../shared/api/parse';
import type { DeclarationGuide, PolicyCompilation } from '../../../shared/api/contract';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { searchText } from '../../../shared/routing/search-params';

export type GuideAudience = 1 | 2;

export function validateGuideSearch(input: object): { audience: GuideAudience } {
  return { audience: searchText((input as Record<string, unknown>).audience) === '2' ? 2 : 1 };
}

/** No year (or a bad one) means every year. */
export function validateCompilationSearch(input: object): { year?: number } {
  const n = Number(searchText((input as Record<string, unknown>).year));
  return Number.isInteger(n) && n >= 1990 && n <= 2100 ? { year: n } : {};
}

export const parseGuides: Parser<DeclarationGuide[]> = arr(
  obj({
    id: str,
    title: str,
    audience: oneOf(1, 2),
    department: str,
    summary: withDefault(str, ''),
    steps: withDefault(arr(obj({ title: str, description: withDefault(str, '') })), []),
    materials: withDefault(arr(str), []),
    contactPhone: withDefault(str, ''),
    updateTime: withDefault(str, ''),
    policyIds: withDefault(arr(str), []),
  }),
);

export const parseCompilations: Parser<PolicyCompilation[]> = arr(
  obj({
    id: str,
    title: str,
    year: num,
    department: str,
    countyCode: withDefault(str, ''),
    summary: withDefault(str, ''),
    publishTime: withDefault(str, ''),
    policies: withDefault(arr(obj({ id: str, policyName: str })), []),
  }),
);

export const fetchGuides = (audience: GuideAudience, signal?: AbortSignal) =>
  request(paths.guideList, { query: { audience }, signal }, parseGuides);

export const fetchCompilations = (signal?: AbortSignal) =>
  request(paths.compilationList, { signal }, parseCompilations);
