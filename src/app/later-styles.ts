// The Mantine sheets only the other screens need (./mantine-styles-later.ts): asked for when the page is
// idle after the first screen, and awaited before any screen but home, list and detail is shown.
let loading: Promise<unknown> | undefined;

const FIRST_SCREENS = new Set(['/', '/indexHome', '/policyList', '/policyDetail']);

export function loadLaterStyles(): Promise<unknown> {
  // a sheet that cannot be fetched (offline without the worker) must not keep a screen from showing
  loading ??= import('./mantine-styles-later').catch(() => {
    loading = undefined;
  });
  return loading;
}

/** For the root route's beforeLoad: nothing to wait for on the first screens. */
export function laterStylesFor(pathname: string): Promise<unknown> | undefined {
  return FIRST_SCREENS.has(pathname) ? undefined : loadLaterStyles();
}
