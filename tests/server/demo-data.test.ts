// @vitest-environment node
// The demo data a reviewer sees must be plausible on any day it is started.
import { describe, expect, it } from 'vitest';
import { generateCompilations } from '../../server/data/guides';
import { generatePublicity } from '../../server/data/articles';
import { generateNews } from '../../server/data/news';
import { applyTimeState, generatePolicies } from '../../server/data/policies';
import { seedUserData } from '../../server/data/user-records';
import { sortPolicies } from '../../server/lib/policy-query';
import { formatDateTime } from '../../server/lib/time';

const CLOCKS = ['2026-11-23T17:00:00Z', '2027-01-03T02:00:00Z', '2026-07-01T08:00:00Z'].map(
  (t) => new Date(t),
);

describe.each(CLOCKS.map((now) => [now.toISOString(), now] as const))('demo data started at %s', (_, now) => {
  const policies = generatePolicies(now);
  const visible = policies.filter((p) => !p.hidden);
  const stateOf = (id: string) =>
    applyTimeState(
      policies.find((p) => p.id === id)!,
      now,
    );

  it('lists mostly open policies: at least 6 of the 8 newest and 7 of the first 10 per audience', () => {
    for (const audience of [1, 2] as const) {
      const latest = sortPolicies(
        visible.filter((p) => p.audience === audience),
        1,
      );
      const open = (n: number) => latest.slice(0, n).filter((p) => applyTimeState(p, now) === 1).length;
      expect(open(8), `audience ${audience}`).toBeGreaterThanOrEqual(6);
      expect(open(10), `audience ${audience}`).toBeGreaterThanOrEqual(7);
    }
  });

  it('has the shares of a real portal: most open, some upcoming, some closed', () => {
    const share = (s: 1 | 2 | 3) =>
      visible.filter((p) => applyTimeState(p, now) === s).length / visible.length;
    expect(share(1)).toBeGreaterThan(0.5);
    expect(share(1)).toBeLessThan(0.75);
    expect(share(2)).toBeGreaterThan(0.04);
    expect(share(2)).toBeLessThan(0.2);
    expect(share(3)).toBeGreaterThan(0.15);
    expect(share(3)).toBeLessThan(0.4);
    expect([stateOf('p-0001'), stateOf('p-0003'), stateOf('p-0004')]).toEqual([1, 2, 3]);
  });

  it('dates fit their year and their order: name year = window start, notice published before the window, never in the future', () => {
    const nowText = formatDateTime(now);
    for (const p of visible) {
      expect(p.policyName.slice(0, 5), p.id).toBe(`${p.declareStart.slice(0, 4)}年`);
      expect(p.publishTime.slice(0, 10) < p.declareStart || applyTimeState(p, now) === 2, p.id).toBe(true);
      expect(p.publishTime <= nowText, p.id).toBe(true);
      expect(p.declareStart < p.declareEnd, p.id).toBe(true);
      if (applyTimeState(p, now) === 2) expect(p.applyCount, p.id).toBe(0);
    }
  });

  it('compilations list only policies of their own year, and their counts agree with the list', () => {
    const compilations = generateCompilations(policies, now);
    expect(new Set(compilations.map((c) => c.year)).size).toBe(2);
    for (const c of compilations) {
      for (const item of c.policies) expect(item.policyName.startsWith(`${c.year}年`), c.id).toBe(true);
      if (c.policies.length > 0) expect(c.summary, c.id).toContain(`${c.policies.length}项`);
      expect(c.publishTime.startsWith(String(c.year)), c.id).toBe(true);
    }
  });

  it('news report amounts a county event can have (never more than a few 亿元) and their own year', () => {
    for (const a of generateNews(now)) {
      for (const [, n, unit] of a.summary.matchAll(/(\d+(?:\.\d+)?)(万元|亿元)/g)) {
        const wan = Number(n) * (unit === '亿元' ? 10000 : 1);
        expect(wan, a.title).toBeLessThan(50000);
      }
      const year = /(\d{4})年度/.exec(a.title)?.[1];
      if (year) expect(a.publishTime.startsWith(year), a.title).toBe(true);
      expect(a.publishTime <= formatDateTime(now), a.title).toBe(true);
    }
  });

  it('publicity and payout notices only name policies whose window opened weeks before', () => {
    for (const kind of ['publicity', 'notice'] as const) {
      for (const item of generatePublicity(policies, now, kind)) {
        const policy = policies.find((p) => p.id === item.policyId)!;
        expect(policy.declareStart < item.publishTime, item.id).toBe(true);
        expect(item.rewardMoney).toBeLessThanOrEqual(policy.rewardMoney);
      }
    }
  });

  it('user records apply only while a window was open and messages say what happened', () => {
    const data = seedUserData('u-person-1', 1, policies, now);
    for (const a of data.applies) {
      const p = policies.find((x) => x.id === a.policyId)!;
      expect(p.declarationType).toBe(1);
      expect(p.declareStart <= a.applyTime.slice(0, 10), a.id).toBe(true);
    }
    expect(data.messages).toHaveLength(15);
    expect(data.messages.filter((m) => !m.read)).toHaveLength(4);
    for (const m of data.messages) {
      expect(m.content).not.toContain('请登录平台查看详情');
      expect(m.target, m.id).toBeDefined();
      expect(m.createTime <= formatDateTime(now), m.id).toBe(true);
    }
  });

  it("enjoyed policies respect the policies' area, and payouts are stamped in office hours", () => {
    const accounts = [
      ['u-person-1', 1, '350503'],
      ['u-ent-1', 2, '350502'],
      ['u-ent-3', 2, '350583'],
    ] as const;
    for (const [id, kind, county] of accounts) {
      const data = seedUserData(id, kind, policies, now);
      expect(data.enjoys.length, id).toBeGreaterThan(0);
      for (const e of data.enjoys) {
        const p = policies.find((x) => x.id === e.policyId)!;
        // the account's own county or a city-wide (市本级) policy: a 丰泽区 resident gets none of 德化县's
        expect(['350501', county], `${id} enjoys ${p.id} of ${p.countyCode}`).toContain(p.countyCode);
        const time = e.payTime.slice(11, 16);
        expect(time >= '08:30' && time <= '17:30', `${id} paid ${e.id} at ${e.payTime}`).toBe(true);
        expect(e.payTime <= formatDateTime(now), e.id).toBe(true);
      }
    }
  });
});
