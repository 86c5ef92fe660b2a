// An RFC 5545 calendar entry for a policy's declaration deadline: one all-day event on declareEnd.
export interface DeadlineEvent {
  policyId: string;
  policyName: string;
  /** YYYY-MM-DD */
  declareEnd: string;
  description?: string;
  url?: string;
}

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

function compactDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate.trim());
  if (!match) throw new Error(`not a date: ${isoDate}`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    throw new Error(`not a date: ${isoDate}`);
  return `${y}${m}${d}`;
}

function nextDay(compact: string): string {
  const date = new Date(
    Date.UTC(Number(compact.slice(0, 4)), Number(compact.slice(4, 6)) - 1, Number(compact.slice(6, 8)) + 1),
  );
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function isValidDeadline(declareEnd: string): boolean {
  try {
    compactDate(declareEnd);
    return true;
  } catch {
    return false;
  }
}

export function buildDeadlineIcs(
  event: DeadlineEvent,
  now: Date = new Date(),
  host = 'policy.quanzhou.gov.cn',
): string {
  const start = compactDate(event.declareEnd);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quanzhou//Policy Direct Payment Portal//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(`deadline-${event.policyId}@${host}`)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${start}`,
    // DTEND of an all-day event is exclusive: the day after
    `DTEND;VALUE=DATE:${nextDay(start)}`,
    `SUMMARY:${escapeIcsText(event.policyName)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
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
