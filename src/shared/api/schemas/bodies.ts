// The rules of request-body fields the user centre, the consultation and the drafts share: each one checks a
// field and says what is wrong in the server's words (`rule`), so the demo server refuses a body breaking it
// with exactly these words. Apart from the answer schemas: only the screens that send a body carry them.
import * as v from 'valibot';
import type { Schema } from '../schema';

const isText = (x: unknown): x is string => typeof x === 'string';

/**
 * A rule a request body keeps beyond its shape (a required field, a length, a format), said in the server's
 * words (Chinese, as its answers are): `parseWith` tells a broken rule in these words alone, so the server
 * refuses such a body with exactly them.
 */
export function rule<T>(holds: (value: T) => boolean, words: string) {
  return v.check(holds, words);
}

/** A field read even when absent (as null), so that its own rule, not the object, says it is missing. */
export function present<T>(field: Schema<T>) {
  return v.optional(field, null);
}

/** optional 86/+86, then 1, a digit 3-9 and nine digits */
export const MOBILE_RE = /^(?:\+?86)?1[3-9]\d{9}$/;

/** Text that must hold more than spaces (`missing`), at most `max` characters (`name` says which); trimmed. */
export function requiredText(missing: string, max: number, name: string) {
  return present(
    v.pipe(
      v.unknown(),
      rule((x) => isText(x) && x.trim() !== '', missing),
      rule((x) => (x as string).length <= max, `${name}长度不能超过${max}个字符`),
      v.transform((x) => (x as string).trim()),
    ),
  );
}

/** Absent, null or '' reads as absent; otherwise text of at most `max` characters (`name` is the field). */
export function optionalText(name: string, max: number) {
  return v.optional(
    v.pipe(
      v.unknown(),
      rule((x) => x === undefined || x === null || isText(x), `参数 ${name} 应为字符串`),
      rule((x) => !isText(x) || x.length <= max, `参数 ${name} 长度不能超过${max}个字符`),
      v.transform((x) => (isText(x) && x !== '' ? x : undefined)),
    ),
  );
}

/** Text that must be present and not empty, told as `missing`. */
export function someText(missing: string) {
  return present(
    v.pipe(
      v.unknown(),
      rule((x) => isText(x) && x !== '', missing),
      v.transform((x) => x as string),
    ),
  );
}

/** A mobile number (`missing` when absent or empty, `wrong` when not a mainland mobile). */
export function mobile(missing: string, wrong: string) {
  return v.pipe(
    someText(missing),
    rule((x) => MOBILE_RE.test(x), wrong),
  );
}
