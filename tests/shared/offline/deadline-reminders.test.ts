// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { daysUntil } from '../../../src/shared/format/days-left';
import {
  dueReminders,
  upcomingDeadlines,
  type Deadline,
} from '../../../src/shared/offline/deadline-reminders';

// 2026-11-23 09:00 in Quanzhou (UTC+8)
const NOW = Date.UTC(2026, 10, 23, 1, 0, 0);
const at = (isoChina: string) => Date.parse(`${isoChina}+08:00`);

const saved = (policyId: string, deadline: string): Deadline => ({
  id: policyId,
  policyId,
  name: `政策${policyId}`,
  deadline,
  source: 'saved',
});

describe('daysUntil', () => {
  it('counts calendar days on the Quanzhou calendar', () => {
    expect(daysUntil('2026-11-23', NOW)).toBe(0);
    expect(daysUntil('2026-11-26', NOW)).toBe(3);
    expect(daysUntil('2026-11-22', NOW)).toBe(-1);
    // 23:30 on the 22nd in UTC is already the 23rd in Quanzhou
    expect(daysUntil('2026-11-24', Date.UTC(2026, 10, 22, 23, 30))).toBe(1);
  });
  it('refuses dates that do not exist', () => {
    expect(daysUntil('2026-02-30', NOW)).toBeNull();
    expect(daysUntil('soon', NOW)).toBeNull();
  });
});

describe('upcomingDeadlines', () => {
  it('keeps windows closing within 7 days, soonest first, and drops closed and bad ones', () => {
    const list = upcomingDeadlines(
      [
        saved('a', '2026-11-30'),
        saved('b', '2026-11-25'),
        saved('c', '2026-12-01'),
        saved('d', '2026-11-22'),
        saved('e', 'n/a'),
        { ...saved('f', '2026-11-23'), source: 'application' },
      ],
      NOW,
    );
    expect(list.map((d) => [d.policyId, d.daysLeft])).toEqual([
      ['f', 0],
      ['b', 2],
      ['a', 7],
    ]);
  });
});

describe('dueReminders with a fake clock', () => {
  const policy = [saved('p1', '2026-11-30')];
  const none = new Set<string>();

  it('says nothing more than 3 days ahead', () => {
    expect(dueReminders(policy, at('2026-11-26T09:00:00'), none, true)).toEqual([]);
  });
  it('raises the 3-day reminder 3 days before, once', () => {
    const due = dueReminders(policy, at('2026-11-27T09:00:00'), none, true);
    expect(due.map((r) => [r.key, r.daysLeft])).toEqual([['p1:3', 3]]);
    expect(dueReminders(policy, at('2026-11-28T09:00:00'), new Set(['p1:3']), true)).toEqual([]);
  });
  it('raises the 1-day reminder the day before, and on the last day if it was missed', () => {
    const shown3 = new Set(['p1:3']);
    expect(dueReminders(policy, at('2026-11-29T09:00:00'), shown3, true).map((r) => r.key)).toEqual(['p1:1']);
    expect(dueReminders(policy, at('2026-11-30T20:00:00'), shown3, true).map((r) => r.daysLeft)).toEqual([0]);
    expect(dueReminders(policy, at('2026-11-30T20:00:00'), new Set(['p1:3', 'p1:1']), true)).toEqual([]);
  });
  it('says nothing after the deadline', () => {
    expect(dueReminders(policy, at('2026-12-01T00:00:01'), none, true)).toEqual([]);
  });
  it('says nothing when switched off', () => {
    expect(dueReminders(policy, at('2026-11-29T09:00:00'), none, false)).toEqual([]);
  });
});
