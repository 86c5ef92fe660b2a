// How search params are written into and read from the address: plain text, so a county code reads
// ?countyCode=350582 (never JSON-quoted); every route's validateSearch takes text and turns it into its type.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/** A value is its own text; an old JSON-quoted string ("350582" in quotes) is read without its quotes. */
function readValue(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      const unquoted: unknown = JSON.parse(value);
      if (typeof unquoted === 'string') return unquoted;
    } catch {
      // not JSON: the text as it is
    }
  }
  return value;
}

export const parseSearch = parseSearchWith(readValue);

/** Strings, numbers and flags are written as they are; an object (none today) as JSON. */
export const stringifySearch = stringifySearchWith(JSON.stringify);
