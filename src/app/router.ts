import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';
import { NotFoundScreen } from './layout/not-found-screen';
import { RouteErrorScreen } from './layout/route-error-screen';
import { parseSearch, stringifySearch } from '../shared/routing/search-string';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    parseSearch,
    stringifySearch,
    context: { queryClient },
    defaultPreload: 'intent',
    // loaders only warm the query cache; components read through useQuery
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorScreen,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
