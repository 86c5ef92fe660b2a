// What only the other screens need: the Mantine sheets no first screen uses (./mantine-styles-later.ts),
// the message namespaces no first screen uses (LATER_NAMESPACES in src/shared/i18n/catalogue.ts), and the
// code of the menus, popovers, tooltips and suggestion lists (src/shared/ui/lazy-floating.tsx).
// Awaited before any screen but home, list and detail is shown, so such a screen never shows unstyled or with
// raw message keys; not asked for when the page is idle (applying them then blocked the first screen's main
// thread; only the menus' code is, by src/app/pwa/global-offline.tsx): the service worker's precache has the files on the device by the time they are wanted. Dialogs a
// first screen opens bring their own sheets and namespaces (withMessages).
import { loadMessages } from '../shared/i18n/language';
import { loadFloating } from '../shared/ui/lazy-floating';

let loading: Promise<unknown> | undefined;

const FIRST_SCREENS = new Set(['/', '/indexHome', '/policyList', '/policyDetail']);

export function loadLaterResources(): Promise<unknown> {
  // a sheet or a namespace that cannot be fetched (offline without the worker) must not keep a screen
  // from showing; the namespaces are asked for again by the next screen
  loading ??= Promise.all([import('./mantine-styles-later'), loadMessages(), loadFloating()]).catch(() => {
    loading = undefined;
  });
  return loading;
}

/** For the root route's beforeLoad: nothing to wait for on the first screens. */
export function laterResourcesFor(pathname: string): Promise<unknown> | undefined {
  return FIRST_SCREENS.has(pathname) ? undefined : loadLaterResources();
}
