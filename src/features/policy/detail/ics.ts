// An RFC 5545 calendar entry that reminds of a policy's declaration deadline before it passes: a short event
// at 09:00 (Quanzhou) on the first of the reminder days still to come (3 and 1 days before, as the on-device
// reminders: REMINDER_DAYS), each reminder day with its VALARM.
import { REMINDER_DAYS } from '../../../shared/offline/deadline-reminders';
import { compactDate } from './ics-date';

export { isValidDeadline } from './ics-date';

export interface DeadlineEvent {
  policyId: string;
  policyName: string;
  /** YYYY-MM-DD, the window's last day */
  declareEnd: string;
  /** the event's title; the policy's name when not given */
  summary?: string;
  description?: string;
  url?: string;
}

/** 09:00 in Quanzhou (UTC+8) is 01:00 UTC: office hours, when a reminder can be acted on. */
const REMIND_AT_UTC_HOUR = 1;
const REMINDER_MINUTES = 30;
const DAY_MS = 24 * 3600 * 1000;

/** TEXT values escape backslash, semicolon and comma; line breaks become \n (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 09:00 Quanzhou time, `daysBefore` days before the compact date. */
function reminderMoment(compact: string, daysBefore: number): Date {
  const day = Date.UTC(
    Number(compact.slice(0, 4)),
    Number(compact.slice(4, 6)) - 1,
    Number(compact.slice(6, 8)),
  );
  return new Date(day - daysBefore * DAY_MS + REMIND_AT_UTC_HOUR * 3600 * 1000);
}

/**
 * The reminder moments still to come: 09:00 on each reminder day before the deadline; when all have
 * passed, 09:00 on the last day itself (the file is then a same-day reminder).
 */
function reminderMoments(compact: string, now: Date): Date[] {
  const marks = [...REMINDER_DAYS]
    .sort((a, b) => b - a)
    .map((days) => reminderMoment(compact, days))
    .filter((moment) => moment.getTime() > now.getTime());
  return marks.length > 0 ? marks : [reminderMoment(compact, 0)];
}

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function buildDeadlineIcs(
  event: DeadlineEvent,
  now: Date = new Date(),
  host = 'policy.quanzhou.gov.cn',
): string {
  const [first, ...later] = reminderMoments(compactDate(event.declareEnd), now) as [Date, ...Date[]];
  const alarm = (trigger: string) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.summary ?? event.policyName)}`,
    trigger,
    'END:VALARM',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quanzhou//Policy Direct Payment Portal//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`deadline-${event.policyId}@${host}`)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(first)}`,
    `DTEND:${utcStamp(new Date(first.getTime() + REMINDER_MINUTES * 60_000))}`,
    `SUMMARY:${escapeIcsText(event.summary ?? event.policyName)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    // rings as the reminder starts, and again on each later reminder day before the deadline
    ...alarm('TRIGGER:PT0M'),
    ...later.flatMap((moment) => alarm(`TRIGGER;VALUE=DATE-TIME:${utcStamp(moment)}`)),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary <a download>. */
export function downloadText(text: string, fileName: string, type = 'text/calendar;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
