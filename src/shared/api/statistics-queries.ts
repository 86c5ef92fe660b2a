// The payout and visits figures: one call and one cache entry for the home cards and the overview page.
import type { Statistics } from './contract';
import { request } from './http';
import { paths } from './paths';
import { publicQuery } from './scoped-query';
import { accessCountSchema, statisticsSchema } from './schemas/statistics';

// quiet: both screens draw their own error state with a retry
export const fetchAccessCount = (signal?: AbortSignal) =>
  request(paths.accessCount, { signal }, accessCountSchema);

/** Amounts, with the visit counter's own figure when it answers (the amounts' copy lags behind). */
export async function fetchStatistics(signal?: AbortSignal): Promise<Statistics> {
  const [amounts, visits] = await Promise.all([
    request(paths.applyAmount, { signal }, statisticsSchema),
    fetchAccessCount(signal).catch(() => null),
  ]);
  return { ...amounts, homePageCount: visits?.homePageCount ?? amounts.homePageCount };
}

/** Public data: the same for every visitor. */
export const statisticsQueries = {
  summary: () => publicQuery(['stats', 'summary'], fetchStatistics, { parse: statisticsSchema }),
};
