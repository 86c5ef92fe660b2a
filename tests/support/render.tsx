// One way to render a component or hook as the portal does: Mantine, a QueryClient and, when asked, a memory router.
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render, renderHook, type RenderResult } from '@testing-library/react';

/** Fails fast: a unit test never waits for retries. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export interface RenderOptions {
  queryClient?: QueryClient;
  /**
   * Mounts `ui` at this path of a memory router; `paths` are further screens it may navigate to
   * (each renders a heading with its own path, so a test can see where it landed). `layout` sits in
   * the root route above the screens, as the app shell does, and stays mounted across navigations.
   * `stalled` screens wait for data that never arrives (their loader never settles), as offline.
   */
  route?: { path: string; paths?: readonly string[]; layout?: ReactElement; stalled?: readonly string[] };
}

export interface Rendered extends RenderResult {
  queryClient: QueryClient;
  router: AnyRouter | null;
}

function memoryRouter(ui: ReactElement, route: NonNullable<RenderOptions['route']>): AnyRouter {
  const { path, paths = [], layout, stalled = [] } = route;
  const root = createRootRoute({
    component: () => (
      <>
        {layout}
        <Outlet />
      </>
    ),
  });
  const pathname = path.split('?')[0]!;
  const heading = (p: string) => () => <h1>{p}</h1>;
  const screens = [
    createRoute({ getParentRoute: () => root, path: pathname, component: () => ui }),
    ...paths
      .filter((p) => p !== pathname)
      .map((p) =>
        createRoute({
          getParentRoute: () => root,
          path: p,
          component: heading(p),
          ...(stalled.includes(p) ? { loader: () => new Promise<never>(() => undefined) } : {}),
        }),
      ),
  ];
  return createRouter({
    routeTree: root.addChildren(screens),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = options.route ? memoryRouter(ui, options.route) : null;
  const result = render(
    <Providers client={queryClient}>{router ? <RouterProvider router={router} /> : ui}</Providers>,
  );
  return { ...result, queryClient, router };
}

/** renderHook inside the same providers (no router). */
export function renderHookWithProviders<T>(hook: () => T, queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={queryClient}>{children}</Providers>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
