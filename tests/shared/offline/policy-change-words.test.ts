import { describe, expect, it } from 'vitest';
import { savedPolicyChangesZh } from '@words/zh/saved-policy-changes';
import { savedPolicyChangesEn } from '@words/en/saved-policy-changes';
import type { PolicyRevision } from '../../../src/shared/api/schemas/policy-changes';
import { changeSentence, changesText, netChanges } from '../../../src/shared/offline/policy-change-words';

const zh = (c: Parameters<typeof changeSentence>[0]) => changeSentence(c, savedPolicyChangesZh, 'zh-CN');
const en = (c: Parameters<typeof changeSentence>[0]) => changeSentence(c, savedPolicyChangesEn, 'en');

const rev = (revision: number, changes: PolicyRevision['changes']): PolicyRevision => ({
  revision,
  policyId: 'p-0001',
  changedAt: '2026-11-27 10:00:00',
  changes,
});

describe('a change in words', () => {
  it('a moved deadline, with dates by the formatters', () => {
    const change = { kind: 'deadline', from: '2026-12-07', to: '2026-12-20' } as const;
    expect(zh(change)).toBe('申报截止时间由 2026-12-07 调整为 2026-12-20');
    expect(en(change)).toBe('Application deadline moved from 7 Dec 2026 to 20 Dec 2026');
  });

  it('an early close, an amount, conditions and a withdrawal', () => {
    expect(zh({ kind: 'closed', from: '2026-12-07', to: '2026-11-26' })).toBe(
      '申报已提前截止，截止时间由 2026-12-07 调整为 2026-11-26',
    );
    expect(zh({ kind: 'amount', from: '200000', to: '500000' })).toBe('扶持金额由20.00万元调整为50.00万元');
    expect(en({ kind: 'amount', from: '200000', to: '500000' })).toBe(
      'Amount changed from CNY 200k to CNY 500k',
    );
    expect(zh({ kind: 'conditions', from: '甲', to: '乙' })).toBe('申报条件已调整');
    expect(en({ kind: 'withdrawn', from: '', to: '' })).toBe(
      'Withdrawn by its department: applications are no longer accepted',
    );
  });

  it('an amount or date that is not one reads as a dash or as sent, never NaN', () => {
    expect(zh({ kind: 'amount', from: '', to: 'x' })).toBe('扶持金额由—调整为—');
    expect(zh({ kind: 'deadline', from: '另行通知', to: '2026-12-20' })).toBe(
      '申报截止时间由 另行通知 调整为 2026-12-20',
    );
  });
});

describe('the net changes of several revisions', () => {
  it('a field changed twice reads once, from its first value to its last', () => {
    const net = netChanges([
      rev(7, [{ kind: 'deadline', from: '2026-12-10', to: '2026-12-20' }]),
      rev(3, [{ kind: 'deadline', from: '2026-12-07', to: '2026-12-10' }]),
    ]);
    expect(net).toEqual([{ kind: 'deadline', from: '2026-12-07', to: '2026-12-20' }]);
  });

  it('a change undone says nothing; an early close after a move reads as the close; a withdrawal is last', () => {
    expect(
      netChanges([
        rev(1, [{ kind: 'amount', from: '100', to: '200' }]),
        rev(2, [{ kind: 'amount', from: '200', to: '100' }]),
      ]),
    ).toEqual([]);
    expect(
      netChanges([
        rev(1, [{ kind: 'withdrawn', from: '', to: '' }]),
        rev(0, [
          { kind: 'deadline', from: '2026-12-07', to: '2026-12-20' },
          { kind: 'amount', from: '100', to: '200' },
        ]),
      ]).map((c) => c.kind),
    ).toEqual(['deadline', 'amount', 'withdrawn']);
    expect(
      netChanges([
        rev(1, [{ kind: 'deadline', from: '2026-12-07', to: '2026-12-20' }]),
        rev(2, [{ kind: 'closed', from: '2026-12-20', to: '2026-11-26' }]),
      ]),
    ).toEqual([{ kind: 'closed', from: '2026-12-07', to: '2026-11-26' }]);
  });

  it('the notification body joins the sentences in the reader language', () => {
    const revisions = [
      rev(1, [
        { kind: 'deadline', from: '2026-12-07', to: '2026-12-20' },
        { kind: 'conditions', from: '甲', to: '乙' },
      ]),
    ];
    expect(changesText(revisions, savedPolicyChangesZh, 'zh-CN')).toBe(
      '申报截止时间由 2026-12-07 调整为 2026-12-20；申报条件已调整',
    );
    expect(changesText(revisions, savedPolicyChangesEn, 'en')).toBe(
      'Application deadline moved from 7 Dec 2026 to 20 Dec 2026; Eligibility conditions changed',
    );
  });
});
