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
