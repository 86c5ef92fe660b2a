// The one rule for days left (cards, the detail, 即将截止, the reminders and the demo API), on the Quanzhou
// calendar: a window stays open until the end of its last day, UTC+8. Apart from the reminder rules so the
// first screens' cards carry only this.

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Day number of a YYYY-MM-DD date, or null when it is not a real date. */
function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const check = new Date(ms);
  if (check.getUTCMonth() !== Number(m[2]) - 1 || check.getUTCDate() !== Number(m[3])) return null;
  return Math.round(ms / DAY_MS);
}

/** Today's day number in China. */
function today(now: number): number {
  return Math.floor((now + CHINA_OFFSET_MS) / DAY_MS);
}

/**
 * The one rule for days left, on cards, the detail, 即将截止, the reminders and the demo API alike: whole
 * calendar days from today to the window's last day (0 = closes today, negative = closed), or null for a
 * bad date. 12-07 on 11-27 is 10, on 12-05 it is 2.
 */
export function daysUntil(deadline: string, now: number): number | null {
  const end = dayNumber(deadline);
  return end === null ? null : end - today(now);
}

/**
 * A policy's days left by that rule from its last day when it has one; otherwise the server's own count
 * (a backend that sends no declareEnd), never below 0.
 */
export function daysLeftOf(
  policy: { declareEnd?: string | undefined; remainingDays: number },
  now: number,
): number {
  const days = policy.declareEnd ? daysUntil(policy.declareEnd, now) : null;
  return Math.max(0, days ?? policy.remainingDays);
}
