// Which pages of a list the device holds, for the offline note that offers them.
import type { QueryClient } from '@tanstack/react-query';
import { policyQueries } from '../api/policy-queries';
import type { ListParams } from '../api/policy-api';

/** The pages of this very list (same filters, sort and page size) that the device holds. */
export function cachedPagesOf(queryClient: QueryClient, search: ListParams): number[] {
  const same = (p: ListParams) =>
    (Object.keys(search) as (keyof ListParams)[]).every((k) => k === 'page' || p[k] === search[k]);
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: [...policyQueries.all(), 'list'] })
    .filter((q) => q.state.data !== undefined && same(q.queryKey[2] as ListParams))
    .map((q) => (q.queryKey[2] as ListParams).page)
    .sort((a, b) => a - b);
}
