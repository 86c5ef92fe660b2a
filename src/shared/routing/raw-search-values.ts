// An address's search values as the router reads them (its default parser: JSON where a value parses,
// text otherwise). Without React or the router: the page's first module reads the first screen's search
// with it before they have loaded.
export function rawSearchValues(searchStr: string): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, text] of new URLSearchParams(searchStr)) {
    try {
      raw[key] = JSON.parse(text);
    } catch {
      raw[key] = text;
    }
  }
  return raw;
}

/**
 * The first address's search as the link wrote it, when the app wrote the address in full before its first
 * render (src/app/app.tsx): the notes a screen shows about values it replaced read this one, as long as the
 * address is still the one written then.
 */
let opened: { href: string; searchStr: string } | null = null;

export function rememberOpenedSearch(href: string, searchStr: string): void {
  opened = { href, searchStr };
}

/**
 * The search of the address `href` as the visitor's link wrote it (see rememberOpenedSearch); once the
 * address is another one, the one written first is forgotten (coming back to it shows no note).
 */
export function searchAsOpened(href: string, searchStr: string): string {
  if (opened?.href !== href) opened = null;
  return opened?.searchStr ?? searchStr;
}
