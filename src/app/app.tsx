import './mantine-styles';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { contrastVariables, themeFor } from './theme';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';
import { applyDocumentLanguage, useLang } from '../shared/i18n/language';
import { persistOptions, preferCacheWhileOffline } from '../shared/offline/query-persistence';
import { syncOnlineWithBrowser } from '../shared/offline/online-status';
import { NotificationsHost } from './notifications-host';
import { rememberOpenedSearch } from '../shared/routing/raw-search-values';
import { nextTask } from '../shared/scheduling/next-task';

syncOnlineWithBrowser();

/**
 * How long the first render waits for the first screen (its code and, online, its data). Within it
 * the page shell stays and React paints the finished screen once; past it (a slow or dead line)
 * the layout renders and the screen fills in as it arrives.
 */
export const FIRST_SCREEN_WAIT_MS = 2000;

export interface AppServices {
  queryClient: QueryClient;
  router: AppRouter;
  /** Ends prepareApp's own watch of the address: called once the router's provider watches it. */
  handOver: () => void;
}

/**
 * Before React: the stored query cache comes back (route loaders read it), then the router resolves
 * the first screen: its chunks and its data are asked for now, not after a first render.
 */
export async function prepareApp(
  languageReady: Promise<void>,
  wait = FIRST_SCREEN_WAIT_MS,
): Promise<AppServices> {
  const queryClient = preferCacheWhileOffline(createQueryClient());
  const options = { ...persistOptions(), queryClient };
  // a store that cannot be read is dropped by the restore itself; the visit goes on without it
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
  const router = createAppRouter(queryClient);
  writeAddressInFull(router);
  // the router's provider starts following the address when it mounts, and does not load a screen it
  // was already given: until then a move (back button, a link opened into this tab) is followed here
  const handOver = router.history.subscribe(() => void router.load().catch(() => undefined));
  // loaders and guards may word a message; the first screen's loading starts in a task of its own
  await Promise.all([languageReady, nextTask()]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    firstScreen(router, queryClient),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, wait))),
  ]);
  clearTimeout(timer);
  return { queryClient, router, handOver };
}

/**
 * The address as the router writes it, each screen's search with its defaults (the list's order, page
 * and size; the detail's isApply), replacing the one the visitor came with, before anything renders.
 * The router's provider does the same when it mounts when the address is not yet written so: in the
 * first render's commit, where it makes React render the whole screen again in the same long task. What
 * the link wrote stays readable for the screen's notes (searchAsOpened).
 */
export function writeAddressInFull(router: AppRouter): void {
  try {
    // the router read the address when it was made
    const location = router.latestLocation;
    const next = router.buildLocation({
      to: location.pathname,
      search: true,
      params: true,
      hash: true,
      state: true,
      _includeValidateSearch: true,
    });
    if (location.publicHref === next.publicHref) return;
    // as the router's own replace writes it (no blocker is mounted yet)
    router.history.replace(next.publicHref, { ...next.state, __hashScrollIntoViewOptions: true });
    router.updateLatestLocation();
    // the screen's notes about the values it replaced read what the link wrote, until the address changes
    rememberOpenedSearch(router.latestLocation.href, location.searchStr);
  } catch {
    // a search its screen cannot read: the router's provider meets it as before
  }
}

/**
 * The first screen's code, then the requests its loaders started for data the device does not have
 * yet (a paused request does not count; data restored from the device shows at once while it is
 * asked for again).
 */
async function firstScreen(router: AppRouter, queryClient: QueryClient): Promise<void> {
  await router.load().catch(() => undefined);
  const cache = queryClient.getQueryCache();
  const waiting = () => queryClient.isFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  await new Promise<void>((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (waiting()) return;
      unsubscribe();
      resolve();
    });
    if (!waiting()) {
      unsubscribe();
      resolve();
    }
  });
}

export function App({ queryClient, router, handOver }: AppServices) {
  const lang = useLang();
  // after the router provider's own layout effect, in the same commit: no move falls between the two
  useLayoutEffect(handOver, [handOver]);
  useEffect(() => applyDocumentLanguage(lang), [lang]);
  const theme = useMemo(() => themeFor(lang), [lang]);

  return (
    // the provider writes all of Mantine's variables (theme and defaults: with a selector other than :root it
    // removes none), so @mantine/core's default-css-variables.css is not loaded at all (./mantine-styles.ts);
    // the doubled selector also wins over any sheet that sets them on :root, whatever the order
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={contrastVariables}
      cssVariablesSelector=":root:root"
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
