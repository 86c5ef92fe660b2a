// The loader shapes of the user-centre routes (this file is not a route: the router skips names
// starting with "-"). Each warms the cache only for an account that may open the screen.
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { RouterContext } from '../../../app/router';
import type { EnterpriseChild } from '../../../shared/config/screens';
import { prefetchFor } from '../../../features/user-centre/api/centre-prefetch';
import type { centreQueries } from '../../../features/user-centre/api/centre-queries';
import { idSearchSchema, pageSearchSchema, type PageSearch } from '../../../shared/routing/search-schemas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query options of the centre factory
type Options = FetchQueryOptions<any, any, any, any>;
type Queries = typeof centreQueries;
/**
 * The centre's queries, with their calls and schemas, arrive with the centre's screens, not in the route tree
 * (which every first screen downloads): the loader asks for the chunk the screen's component brings anyway.
 */
const queries = () => import('../../../features/user-centre/api/centre-queries').then((m) => m.centreQueries);

interface LoaderArgs<Deps> {
  context: RouterContext;
  deps: Deps;
}

/** A screen that reads fixed queries (the account's profile, a reference list). */
export function fixedScreen(child: EnterpriseChild, ...options: ((q: Queries) => Options)[]) {
  return {
    loader: async ({ context }: { context: RouterContext }) => {
      const q = await queries();
      await prefetchFor(child, context.queryClient, ...options.map((option) => option(q)));
    },
  };
}

/** A paged list: page and page size from the URL (safe defaults), that page warmed. */
export function pagedScreen(child: EnterpriseChild, options: (q: Queries) => (page: PageSearch) => Options) {
  return {
    validateSearch: pageSearchSchema,
    loaderDeps: ({ search }: { search: PageSearch }) => search,
    loader: async ({ context, deps }: LoaderArgs<PageSearch>) =>
      prefetchFor(child, context.queryClient, options(await queries())(deps)),
  };
}

/** A record by id: a missing or malformed id loads nothing (the screen says "not found"). */
export function detailScreen(child: EnterpriseChild, options: (q: Queries) => (id: string) => Options) {
  return {
    validateSearch: idSearchSchema,
    loaderDeps: ({ search }: { search: { id: string } }) => search,
    loader: async ({ context, deps }: LoaderArgs<{ id: string }>) =>
      deps.id ? prefetchFor(child, context.queryClient, options(await queries())(deps.id)) : undefined,
  };
}
