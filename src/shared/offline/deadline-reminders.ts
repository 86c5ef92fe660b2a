// Which declaration windows close soon, and which reminders are due: pure rules shared by the page and the
// service worker, on the Quanzhou calendar (a window stays open until the end of its last day, UTC+8).

import { daysUntil } from '../format/days-left';

/** Days before the deadline on which a saved policy raises a notification. */
export const REMINDER_DAYS = [3, 1] as const;
/** How far ahead the 即将截止 section looks. */
export const SOON_WINDOW_DAYS = 7;

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
