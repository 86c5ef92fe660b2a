// Which declaration windows close soon, and which reminders are due: pure rules shared by the page and the
// service worker, on the Quanzhou calendar (a window stays open until the end of its last day, UTC+8).

/** Days before the deadline on which a saved policy raises a notification. */
export const REMINDER_DAYS = [3, 1] as const;
/** How far ahead the 即将截止 section looks. */
export const SOON_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface Deadline {
  /** policy id (saved policy) or application id */
  id: string;
  policyId: string;
  name: string;
  /** last day of the window, YYYY-MM-DD */
  deadline: string;
  source: 'saved' | 'application';
}

export interface UpcomingDeadline extends Deadline {
  /** 0 = closes today */
  daysLeft: number;
}

export interface DueReminder {
  /** `${policyId}:${days}`: a reminder is shown once */
  key: string;
  policyId: string;
  name: string;
  deadline: string;
  daysLeft: number;
}

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

/** Windows closing within `windowDays` (today included), soonest first; closed and undated ones left out. */
export function upcomingDeadlines(
  items: readonly Deadline[],
  now: number,
  windowDays: number = SOON_WINDOW_DAYS,
): UpcomingDeadline[] {
  const seen = new Set<string>();
  const soon: UpcomingDeadline[] = [];
  for (const item of items) {
    const daysLeft = daysUntil(item.deadline, now);
    if (daysLeft === null || daysLeft < 0 || daysLeft > windowDays) continue;
    const key = `${item.source}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    soon.push({ ...item, daysLeft });
  }
  return soon.sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * The reminders to show now for saved policies: the 3-day one while 3 to 2 days remain, the 1-day one on the
 * last day and the day before; each once, none after the deadline, none when switched off.
 */
export function dueReminders(
  saved: readonly Deadline[],
  now: number,
  shown: ReadonlySet<string>,
  enabled: boolean,
): DueReminder[] {
  if (!enabled) return [];
  const due: DueReminder[] = [];
  for (const item of saved) {
    const daysLeft = daysUntil(item.deadline, now);
    if (daysLeft === null || daysLeft < 0) continue;
    // the nearest mark not yet passed; a 3-day reminder missed while the device was off is replaced by the 1-day one
    const mark = REMINDER_DAYS.filter((d) => daysLeft <= d).at(-1);
    if (mark === undefined) continue;
    const key = `${item.policyId}:${mark}`;
    if (shown.has(key)) continue;
    due.push({ key, policyId: item.policyId, name: item.name, deadline: item.deadline, daysLeft });
  }
  return due.sort((a, b) => a.daysLeft - b.daysLeft);
}
