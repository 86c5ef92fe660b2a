// Small, dependency-free parsers for server answers: a wrong shape becomes a ParseError naming the field.
export class ParseError extends Error {
  constructor(
    readonly field: string,
    expected: string,
  ) {
    super(`Unexpected server data at ${field}: expected ${expected}`);
    this.name = 'ParseError';
  }
}

export type Parser<T> = (value: unknown, at: string) => T;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const str: Parser<string> = (v, at) => {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new ParseError(at, 'text');
};

export const num: Parser<number> = (v, at) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n === 'number' && Number.isFinite(n)) return n;
  throw new ParseError(at, 'a number');
};

export const bool: Parser<boolean> = (v, at) => {
  if (typeof v === 'boolean') return v;
  throw new ParseError(at, 'true or false');
};

export function optional<T>(inner: Parser<T>): Parser<T | undefined> {
  return (v, at) => (v === undefined || v === null || v === '' ? undefined : inner(v, at));
}

export function nullable<T>(inner: Parser<T>): Parser<T | null> {
  return (v, at) => (v === undefined || v === null ? null : inner(v, at));
}

export function withDefault<T>(inner: Parser<T>, fallback: T): Parser<T> {
  return (v, at) => (v === undefined || v === null ? fallback : inner(v, at));
}

export function oneOf<T extends string | number>(...allowed: T[]): Parser<T> {
  return (v, at) => {
    const found = allowed.find((a) => a === v || String(a) === String(v));
    if (found === undefined) throw new ParseError(at, `one of ${allowed.join(', ')}`);
    return found;
  };
}

export function arr<T>(item: Parser<T>): Parser<T[]> {
  return (v, at) => {
    if (!Array.isArray(v)) throw new ParseError(at, 'a list');
    return v.map((x, i) => item(x, `${at}[${i}]`));
  };
}

export function record<T>(value: Parser<T>): Parser<Record<string, T>> {
  return (v, at) => {
    if (!isRecord(v)) throw new ParseError(at, 'an object');
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x, `${at}.${k}`)]));
  };
}

type Shape = Record<string, Parser<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** Known fields are parsed; unknown ones are dropped, so nothing unchecked reaches the screen. */
export function obj<S extends Shape>(shape: S): Parser<Parsed<S>> {
  return (v, at) => {
    if (!isRecord(v)) throw new ParseError(at, 'an object');
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const parsed = shape[key]!(v[key], `${at}.${key}`);
      if (parsed !== undefined) out[key] = parsed;
    }
    return out as Parsed<S>;
  };
}

export function page<T>(item: Parser<T>) {
  return obj({
    records: withDefault(arr(item), []),
    total: withDefault(num, 0),
    current: withDefault(num, 1),
    size: withDefault(num, 10),
  });
}

/** Accepts anything; only for answers whose content the backend contract does not define (docs/api.md). */
export const unknownValue: Parser<unknown> = (v) => v;
