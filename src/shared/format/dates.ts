// Dates and date ranges by the reader's language. The server sends calendar dates as "YYYY-MM-DD"
// (sometimes with a time after them); they are shown as 2026-11-23 in Chinese and 23 Nov 2026 in English,
// and a range reads "2026-11-23 至 2027-03-12" / "23 Nov 2026 to 12 Mar 2027".
import { NO_FIGURE } from './money';

type FormatLang = 'zh-CN' | 'en';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day a server date names, or null when the text is not one. */
export function parseServerDate(text: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? { y, m, d } : null;
}

/** built on first use and kept: a formatter costs far more to build than to use */
let englishDay: Intl.DateTimeFormat | undefined;

/** One calendar day; text that is not a date is shown as sent (or a dash when empty). */
export function formatDate(text: string, lang: FormatLang): string {
  if (!text.trim()) return NO_FIGURE;
  const day = parseServerDate(text);
  if (!day) return text;
  if (lang === 'zh-CN') return `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
  englishDay ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return englishDay.format(new Date(Date.UTC(day.y, day.m - 1, day.d)));
}

/** A date and time ("2026-11-23 10:05:00"): the date by formatDate, the time as hh:mm. */
export function formatDateTime(text: string, lang: FormatLang): string {
  const time = /\b(\d{2}:\d{2})(?::\d{2})?\s*$/.exec(text.trim());
  const date = formatDate(text, lang);
  return time && parseServerDate(text) ? `${date} ${time[1]}` : date;
}

/** Splits a server range "A 至 B" (also "A ~ B", "A - B" between two dates) into its two ends. */
export function splitDateRange(text: string): [string, string] | null {
  const match = /^\s*(\d{4}-\d{2}-\d{2}[^至~]*?)\s*(?:至|~|～|to)\s*(\d{4}-\d{2}-\d{2}.*?)\s*$/.exec(text);
  return match?.[1] && match[2] ? [match[1], match[2]] : null;
}

/** "2026-11-24 至 2027-03-12" / "24 Nov 2026 to 12 Mar 2027"; either end missing shows a dash. */
export function formatDateRange(start: string, end: string, lang: FormatLang): string {
  const joiner = lang === 'en' ? ' to ' : ' 至 ';
  return `${formatDate(start, lang)}${joiner}${formatDate(end, lang)}`;
}

/** A range as the server wrote it ("A 至 B"), reformatted; text that is not a range is shown as sent. */
export function formatServerRange(text: string, lang: FormatLang): string {
  const ends = splitDateRange(text);
  return ends ? formatDateRange(ends[0], ends[1], lang) : text.trim() || NO_FIGURE;
}

/** The label-value separator: a full-width colon in Chinese, ": " in English. */
export function labelColon(lang: FormatLang): string {
  return lang === 'en' ? ': ' : '：';
}
