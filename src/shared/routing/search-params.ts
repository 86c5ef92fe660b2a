// The parsers every route's validateSearch uses: a bad URL value becomes a safe default, never a crash.
export const KEYWORD_MAX = 100;
export const ID_MAX = 64;
const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${ID_MAX}}$`);

/** The router parses `?id=123` as a number; accept both and hand back text. Anything else is ''. */
export function searchText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Record ids are short tokens such as n-001, ap-12 or pj-ent-1-1; anything else reads as "no id". */
export function parseId(value: unknown): string {
  const id = searchText(value).trim();
  return ID_PATTERN.test(id) ? id : '';
}

/**
 * A keyword of at most 100 characters. Longer: 'drop' forgets it (a search call never runs on a cut
 * half-word), 'cut' keeps its first 100 characters (a filter box that shows what it kept).
 */
export function parseKeyword(value: unknown, overLong: 'drop' | 'cut' = 'drop'): string {
  const text = searchText(value).trim();
  if (text.length <= KEYWORD_MAX) return text;
  return overLong === 'cut' ? text.slice(0, KEYWORD_MAX) : '';
}

/** One of a few whole numbers (a tab, a sort order, an audience), from a number or its digits; else undefined. */
export function parseChoice<T extends number>(value: unknown, allowed: readonly T[]): T | undefined {
  const text = searchText(value).trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return allowed.find((a) => a === n);
}
