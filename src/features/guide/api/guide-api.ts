// 申报指南 and 政策汇编: the guides by audience, the compilations by year.
import { declarationGuidesSchema, policyCompilationsSchema } from '../../../shared/api/schemas/content';
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

export const fetchGuides = (audience: GuideAudience, signal?: AbortSignal) =>
  request(paths.guideList, { query: { audience }, signal }, declarationGuidesSchema);

export const fetchCompilations = (signal?: AbortSignal) =>
  request(paths.compilationList, { signal }, policyCompilationsSchema);
