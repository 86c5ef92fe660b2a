// The route options shared by the portal's thin screen routes (this file is not a route: the router
// skips names starting with "-"). Each route file keeps its own `component:` so it is split per route.
import { stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { RouterContext } from '../../app/router';
import { loadForScreen } from '../../shared/routing/load-for-screen';
import { readSure } from '../../shared/api/schema';
import type { PublicityKind, PublicitySearch } from '../../features/content/notices/notice-api';
import { PUBLICITY_SEARCH_DEFAULTS } from '../../shared/routing/paged-search';
import { publicitySearchSchema } from '../../shared/routing/search-schemas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query options of any factory
type Options = FetchQueryOptions<any, any, any, any>;
interface LoaderArgs<Deps> {
  context: RouterContext;
  deps: Deps;
}

/** A paged list: search validated once, defaults kept out of the address (shared links stay short), that page warmed. */
export function pagedScreen<S extends object>(
  validate: (raw: Partial<S> & SearchSchemaInput) => S,
  defaults: S,
  options: (search: S) => Options | Promise<Options>,
) {
  return {
    validateSearch: (raw: Partial<S> & SearchSchemaInput) => validate(raw),
    search: { middlewares: [stripSearchParams<S>(defaults)] },
    loaderDeps: ({ search }: { search: S }) => search,
    loader: async ({ context, deps }: LoaderArgs<S>) =>
      loadForScreen(context.queryClient, await options(deps)),
  };
}

/**
 * A record by id: search validated once here (links may leave any param out, the loader and the page
 * read the typed result); a missing id loads nothing, and an unknown id or a failed call is shown by
 * the page itself, never as a broken route.
 */
export function idScreen<S extends { id: string }>(
  validate: (raw: Partial<S> & SearchSchemaInput) => S,
  options: (id: string) => Options | Promise<Options>,
) {
  return {
    validateSearch: (raw: Partial<S> & SearchSchemaInput) => validate(raw),
    loaderDeps: ({ search }: { search: S }) => ({ id: search.id }),
    loader: async ({ context, deps }: LoaderArgs<{ id: string }>) => {
      if (deps.id) await loadForScreen(context.queryClient, await options(deps.id));
    },
  };
}

/**
 * 申报公示 or 兑现公告: the same paged list of one kind. Its queries (with their calls and schemas) arrive with the
 * screen's chunk, not in the route tree every first screen downloads.
 */
export const noticeScreen = (kind: PublicityKind) =>
  pagedScreen(
    (raw) => readSure(publicitySearchSchema, raw),
    PUBLICITY_SEARCH_DEFAULTS,
    async (search: PublicitySearch) =>
      (await import('../../features/content/notices/notice-queries')).noticeQueries.page(kind, search),
  );
