// Dates in China Standard Time (UTC+8), formatted the way the portal shows them.
const CST_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDate(date: Date): string {
  const d = new Date(date.getTime() + CST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function formatDateTime(date: Date): string {
  const d = new Date(date.getTime() + CST_OFFSET_MS);
  return `${formatDate(date)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Midnight (CST) of the day that contains `date`. */
export function startOfCstDay(date: Date): Date {
  const shifted = date.getTime() + CST_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - CST_OFFSET_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Parses 'YYYY-MM-DD' as a CST midnight. */
export function parseCstDate(text: string): Date {
  return new Date(`${text}T00:00:00+08:00`);
}

export function cstYear(date: Date): number {
  return new Date(date.getTime() + CST_OFFSET_MS).getUTCFullYear();
}
