import { describe, expect, it } from 'vitest';
import {
  buildDeadlineIcs,
  escapeIcsText,
  foldIcsLine,
  isValidDeadline,
} from '../../../src/features/policy/detail/ics';

const now = new Date('2025-04-02T03:04:05.678Z');

describe('deadline calendar file (RFC 5545)', () => {
  it('is one VEVENT with UID, DTSTAMP and SUMMARY', () => {
    const ics = buildDeadlineIcs(
      { policyId: 'p-0001', policyName: '2025年研发费用补助', declareEnd: '2025-05-31' },
      now,
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20250528T010000Z');
    expect(lines).toContain('DTEND:20250528T013000Z');
    expect(lines).toContain('DTSTAMP:20250402T030405Z');
    expect(lines).toContain('SUMMARY:2025年研发费用补助');
    expect(lines.some((l) => l.startsWith('UID:deadline-p-0001@'))).toBe(true);
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('counts the reminder days back across month and year ends', () => {
    const early = new Date('2024-01-01T00:00:00Z');
    expect(buildDeadlineIcs({ policyId: 'a', policyName: 'x', declareEnd: '2025-01-02' }, now)).not.toContain(
      'DTSTART:2024',
    );
    expect(buildDeadlineIcs({ policyId: 'a', policyName: 'x', declareEnd: '2025-01-02' }, early)).toContain(
      'DTSTART:20241230T010000Z',
    );
    expect(buildDeadlineIcs({ policyId: 'a', policyName: 'x', declareEnd: '2024-03-02' }, early)).toContain(
      'DTSTART:20240228T010000Z',
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

describe('deadline reminder file', () => {
  // 09:00 in Quanzhou is 01:00 UTC
  const at = (iso: string) => new Date(iso);

  it('reminds three days before the deadline with a VALARM, not an all-day event on the deadline itself', () => {
    const ics = buildDeadlineIcs(
      { policyId: 'p-0036', policyName: '租房补贴', declareEnd: '2026-12-07', summary: '申报截止提醒' },
      at('2026-11-27T05:00:00Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines.some((l) => l.startsWith('DTSTART;VALUE=DATE'))).toBe(false);
    expect(lines).toContain('DTSTART:20261204T010000Z');
    expect(lines.some((l) => l.startsWith('DTEND:20261204T'))).toBe(true);
    expect(lines).toContain('BEGIN:VALARM');
    expect(lines).toContain('ACTION:DISPLAY');
    expect(lines).toContain('TRIGGER:PT0M');
    // the day before the deadline rings again
    expect(lines).toContain('TRIGGER;VALUE=DATE-TIME:20261206T010000Z');
    expect(lines.filter((l) => l === 'END:VALARM')).toHaveLength(2);
    expect(lines.every((l) => !l.startsWith('BEGIN:VALARM') || l === 'BEGIN:VALARM')).toBe(true);
    expect(ics.indexOf('END:VALARM')).toBeLessThan(ics.indexOf('END:VEVENT'));
    expect(lines).toContain('SUMMARY:申报截止提醒');
  });

  it('with fewer than three days left, reminds at the next 09:00 still to come before the deadline', () => {
    const lines = buildDeadlineIcs(
      { policyId: 'a', policyName: 'x', declareEnd: '2026-12-07' },
      at('2026-12-05T03:00:00Z'),
    ).split('\r\n');
    expect(lines).toContain('DTSTART:20261206T010000Z');
    expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(1);
    // on the last day after 09:00: at once-ish, still before the day ends
    const last = buildDeadlineIcs(
      { policyId: 'a', policyName: 'x', declareEnd: '2026-12-07' },
      at('2026-12-07T02:00:00Z'),
    ).split('\r\n');
    expect(last).toContain('DTSTART:20261207T010000Z');
    expect(last).toContain('BEGIN:VALARM');
  });
});
