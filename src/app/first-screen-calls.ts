// Which reads the first screen's loaders will make, worked out from the address before the app has loaded,
// so that the page's first module can start them while the script still downloads (shared/api/early-calls.ts).
// The same rules as the routes' validateSearch and loaders (indexHome, policyList, policyDetail), from the
// same React-free modules; tests/app/first-screen-calls.test.ts runs the real loaders and compares.
import { startEarlyCalls, type EarlyCall } from '../shared/api/early-calls';
import { paths } from '../shared/api/paths';
import { LIST_DEFAULTS, parseAudience, parseListParams } from '../shared/api/policy-list-params';
import { readStoredToken } from '../shared/auth/stored-token';
import { rawSearchValues } from '../shared/routing/raw-search-values';
import { deviceScope, parseCountyCode } from '../shared/storage/device-county';
import {
  hotWordsDictionaryCall,
  policyDetailCall,
  policyPageCall,
} from '../features/policy/api/policy-calls';
import { validateDetailSearch } from '../features/policy/detail/detail-search';

/** The screen path of a hash address (`#/policyList?keyword=…`: /policyList; none: home) and its search. */
function addressOf(hash: string): { route: string; search: string } {
  const address = hash.replace(/^#/, '');
  const mark = address.indexOf('?');
  const route = mark < 0 ? address : address.slice(0, mark);
  return {
    route: route === '' || route === '/' ? '/indexHome' : route,
    search: mark < 0 ? '' : address.slice(mark + 1),
  };
}

/** The reads of the screen at this hash; none for the other screens. */
export function firstScreenCalls(hash: string): EarlyCall[] {
  const { route, search } = addressOf(hash);
  const raw = rawSearchValues(search);
  switch (route) {
    case '/indexHome': {
      const audience = parseAudience(raw.audience);
      const countyCode = parseCountyCode(raw.countyCode) ?? deviceScope();
      return [
        { method: 'GET', path: paths.applyAmount },
        { method: 'GET', path: paths.accessCount },
        hotWordsDictionaryCall(audience),
        policyPageCall({ ...LIST_DEFAULTS, audience, countyCode }),
      ];
    }
    case '/policyList': {
      const params = parseListParams(raw);
      params.countyCode ??= deviceScope();
      return [policyPageCall(params)];
    }
    case '/policyDetail': {
      const { id } = validateDetailSearch(raw);
      return id ? [policyDetailCall(id)] : [];
    }
    default:
      return [];
  }
}

const CHUNK_FILE = /^\/?(?:[\w.-]+\/)*[\w.-]+\.(js|css)$/;
const fileList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string' && CHUNK_FILE.test(f)) : [];

/** The build's list of chunks (scripts/vite-first-screen-preload.ts): per screen path, and what follows the first paint. */
function listedChunks(doc: Document): Record<string, { js?: unknown; css?: unknown } | undefined> | null {
  let listed: unknown;
  try {
    listed = JSON.parse(doc.getElementById('screen-chunks')?.textContent ?? 'null');
  } catch {
    return null;
  }
  return typeof listed === 'object' && listed !== null ? (listed as Record<string, undefined>) : null;
}

function appendLinks(doc: Document, links: { rel: string; as?: string; href: string }[]): string[] {
  for (const { rel, as, href } of links) {
    const link = doc.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    // the same credentials mode as the loader's own requests, or the browser fetches each file twice
    link.crossOrigin = '';
    // after the shell's background, as the app's own chunks (scripts/vite-first-screen-preload.ts)
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    doc.head.append(link);
  }
  return links.map((l) => l.href);
}

/**
 * The screen's own code and styles, preloaded now beside the app's (whose links are in the HTML), instead of
 * after the app has run and the router has asked for them: one round trip less on a thin line. The build
 * lists them per screen (scripts/vite-first-screen-preload.ts); a screen it does not list loads as before.
 */
export function preloadScreenChunks(hash: string, doc: Document = document): string[] {
  const { route } = addressOf(hash);
  // (a screen's path starts with '/'; the list's other entries are no screen)
  const screen = route.startsWith('/') ? listedChunks(doc)?.[route] : undefined;
  if (typeof screen !== 'object' || screen === null) return [];
  return appendLinks(doc, [
    ...fileList(screen.css).map((href) => ({ rel: 'preload', as: 'style', href })),
    ...fileList(screen.js).map((href) => ({ rel: 'modulepreload', href })),
  ]);
}

/**
 * The stylesheets of what every first screen renders right after its first paint (the notifications, the update
 * prompt, the floating parts, the error dialog), applied now, while the page shell is shown: a sheet that
 * arrives once the screen is rendered makes the browser lay out the whole page again, one for each of them.
 * Added by script, they hold no paint back; Vite's loader finds them linked and does not add them again.
 */
export function linkAfterFirstPaintStyles(doc: Document = document): string[] {
  const later = listedChunks(doc)?.afterFirstPaint;
  if (typeof later !== 'object' || later === null) return [];
  return appendLinks(
    doc,
    fileList(later.css).map((href) => ({ rel: 'stylesheet', href })),
  );
}

/**
 * Starts them on a first visit of an anonymous visitor who is online. A page the service worker controls
 * has the answers stored (they show at once, the worker answers from its cache), and a logged-in visitor's
 * calls carry a signed header the first module has no code for: those are left to the app.
 */
export function startFirstScreenCalls(): void {
  if (!navigator.onLine || navigator.serviceWorker?.controller || readStoredToken()) return;
  startEarlyCalls(firstScreenCalls(location.hash));
}
