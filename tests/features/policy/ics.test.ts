import { describe, expect, it } from 'vitest';
import {
  buildDeadlineIcs,
  escapeIcsText,
  foldIcsLine,
  isValidDeadline,
} from '../../../src/features/policy/lib/ics';

const now = new Date('2025-04-02T03:04:05.678Z');

describe('deadline calendar file (RFC 5545)', () => {
  it('is one all-day VEVENT on declareEnd with UID, DTSTAMP and SUMMARY', () => {
    const ics = buildDeadlineIcs(
      { policyId: 'p-0001', policyName: '2025年研发费用补助', declareEnd: '2025-05-31' },
      now,
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART;VALUE=DATE:20250531');
    expect(lines).toContain('DTEND;VALUE=DATE:20250601');
    expect(lines).toContain('DTSTAMP:20250402T030405Z');
    expect(lines).toContain('SUMMARY:2025年研发费用补助');
    expect(lines.some((l) => l.startsWith('UID:deadline-p-0001@'))).toBe(true);
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('ends the event on the next day across month and year ends', () => {
    expect(buildDeadlineIcs({ policyId: 'a', policyName: 'x', declareEnd: '2024-12-31' }, now)).toContain(
      'DTEND;VALUE=DATE:20250101',
    );
    expect(buildDeadlineIcs({ policyId: 'a', policyName: 'x', declareEnd: '2024-02-28' }, now)).toContain(
      'DTEND;VALUE=DATE:20240229',
    );
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const ics = buildDeadlineIcs(
      { policyId: 'p', policyName: '补助，奖励;稳岗,返还', declareEnd: '2025-01-02' },
      now,
    );
    expect(ics).toContain('SUMMARY:补助，奖励\\;稳岗\\,返还');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'政策'.repeat(40)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
  });

  it('refuses a deadline that is not a real date', () => {
    expect(isValidDeadline('2025-02-30')).toBe(false);
    expect(isValidDeadline('')).toBe(false);
    expect(isValidDeadline('2025-02-28')).toBe(true);
    expect(() => buildDeadlineIcs({ policyId: 'a', policyName: 'x', declareEnd: 'soon' }, now)).toThrow();
  });
});
