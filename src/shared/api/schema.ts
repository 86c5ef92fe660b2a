// The building blocks of every API schema (valibot, docs/schemas.md) and the one way a value is read through
// one: a wrong shape becomes a ParseError naming the field, the same text in the portal, the worker and the
// demo server. The blocks are lenient the way the server data and the copies saved on devices need: numbers
// given as text, defaults for missing fields, '' read as absent for optional fields.
import * as v from 'valibot';

export class ParseError extends Error {
  constructor(
    readonly field: string,
    expected: string,
    /** a rule's own words (a `check`, schemas/bodies.ts) are the message as they are, not 'expected …' */
    said = false,
  ) {
    super(said ? expected : `Unexpected data at ${field}: expected ${expected}`);
    this.name = 'ParseError';
  }
}

/** Any schema whose input is unknown (every API schema): its output is the type. */
export type Schema<T = unknown> = v.GenericSchema<unknown, T>;

/** The field path of an issue, as `at.records[0].policyName`. */
function fieldOf(at: string, issue: v.BaseIssue<unknown>): string {
  let field = at;
  for (const item of issue.path ?? [])
    field += typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`;
  return field;
}

/** The first issue of a failed read, as the ParseError the portal reacts to (kind 'parse'). */
export function parseErrorOf(at: string, issues: readonly v.BaseIssue<unknown>[]): ParseError {
  const issue = issues[0]!;
  return new ParseError(fieldOf(at, issue), issue.message, issue.type == 'check');
}

/** Reads `value` through `schema`; `at` names where it came from ('data', 'restored', 'body'). */
export function parseWith<T>(schema: Schema<T>, value: unknown, at: string): T {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return result.output;
  throw parseErrorOf(at, result.issues);
}

/**
 * Reads a value through a schema that cannot fail (search params: every bad value has a default). One
 * reader for them all instead of valibot's `parse`: a valibot function fewer on every first screen.
 */
export function readSure<T>(schema: Schema<T>, value: unknown): T {
  return parseWith(schema, value, 'search');
}

/** Text; a finite number is taken as its text. */
export const text = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'number' && Number.isFinite(x) ? String(x) : x)),
  v.string('text'),
);

/** A finite number; text holding one is taken as that number. */
export const number = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'string' && x.trim() !== '' ? Number(x) : x)),
  v.number('a number'),
  v.finite('a number'),
);

export const boolean = v.boolean('true or false');

/** One of the given values; text spelling one of them ('1' for 1) is that value. */
export function oneOf<const T extends string | number>(...allowed: T[]) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => allowed.find((a) => String(a) === String(x)) ?? x),
    v.picklist(allowed, `one of ${allowed.join(', ')}`),
  );
}

/** Absent, null or '' reads as undefined. */
export function optional<T>(inner: Schema<T>) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === '' || x === null ? undefined : x)),
      v.optional(inner),
    ),
  );
}

/** Absent or null reads as null. */
export function nullable<T>(inner: Schema<T>) {
  return v.nullish(inner, null);
}

/** Absent or null reads as `fallback`. */
export function withDefault<T>(inner: Schema<T>, fallback: T) {
  return v.nullish(inner, fallback as never) as unknown as Schema<T>;
}

export function list<T>(item: Schema<T>) {
  return v.array(item, 'a list');
}

/** Known fields are read; unknown ones are dropped, so nothing unchecked reaches the screen. */
export function object<const E extends v.ObjectEntries>(entries: E, notAnObject = 'an object') {
  // a missing field is told as its own schema tells an absent value ('expected text'), not as the object
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    const missing =
      typeof key === 'string' && issue.input === undefined && v.safeParse(entries[key]!, undefined);
    return missing && !missing.success ? missing.issues[0].message : notAnObject;
  });
}

/** An object of any keys whose values are all `T` (a list is not one). */
export function dictionary<T>(value: Schema<T>) {
  return v.pipe(
    v.custom<object>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'an object'),
    v.record(v.string(), value, 'an object'),
  );
}

/** MyBatis-Plus style page, as Chinese government backends commonly answer. */
export function page<T>(item: Schema<T>) {
  return object({
    records: withDefault(list(item), []),
    total: withDefault(number, 0),
    current: withDefault(number, 1),
    size: withDefault(number, 10),
  });
}

/** Accepts anything; only for answers whose content the backend contract does not define (docs/api.md). */
export const unknownValue = v.unknown();

/** A page of `T`, as `page(itemSchema)` reads it (the server's pagers build the same). */
export type Page<T> = v.InferOutput<ReturnType<typeof page<T>>>;
