// jsdom has no media queries: one stand-in answer for the tests' setup and for the screens that pick a width.

/** A media query's answer that never changes: `matches` for `query`, listeners accepted and never called. */
export function fixedMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}
