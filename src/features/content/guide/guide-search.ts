// 申报指南 and 政策汇编's searches, apart from their calls (./guide-api.ts): the routes name them as their
// validateSearch, so they are in the route tree every first screen downloads; the calls and their schemas are not.
import * as v from 'valibot';
import { searchText } from '../../../shared/routing/search-params';
import { searchParam } from '../../../shared/routing/search-schemas';

export type GuideAudience = 1 | 2;

/** The guides' search (Standard Schema): audience 2 (people) or else 1 (enterprises). */
export const guideSearchSchema = v.object({
  audience: searchParam((raw): GuideAudience => (searchText(raw) === '2' ? 2 : 1)),
});

/** The compilations' search: no year (or a bad one) means every year. */
export const compilationSearchSchema = v.object({
  year: searchParam((raw) => {
    const n = Number(searchText(raw));
    return Number.isInteger(n) && n >= 1990 && n <= 2100 ? n : undefined;
  }),
});
