// The deadline check the detail's calendar button needs before anyone taps it, apart from the .ics writer
// (ics.ts), which loads on the tap: the detail's first screen carries only this.

/** YYYYMMDD of a real YYYY-MM-DD… date; throws for anything else */
export function compactDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate.trim());
  if (!match) throw new Error(`not a date: ${isoDate}`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    throw new Error(`not a date: ${isoDate}`);
  return `${y}${m}${d}`;
}

export function isValidDeadline(declareEnd: string): boolean {
  try {
    compactDate(declareEnd);
    return true;
  } catch {
    return false;
  }
}
