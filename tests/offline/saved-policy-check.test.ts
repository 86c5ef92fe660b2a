// The check of saved policies for changes: what it asks, what it keeps, when a notice is due, and what it
// does when the server cannot be reached or the device holds damaged entries.
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, createStore, set } from 'idb-keyval';
import type { PolicyDetail } from '../../src/shared/api/contract';
import { samplePolicyDetail } from '../support/policy-samples';
import type { PolicyChanges, PolicyRevision } from '../../src/shared/api/schemas/policy-changes';
import { savedPolicies } from '../../src/shared/offline/saved-policies';
import { savedPolicyChanges } from '../../src/shared/offline/saved-policy-changes';
import {
  checkSavedPolicies,
  savedPolicyAddress,
  type PolicyChangeFetchers,
} from '../../src/shared/offline/saved-policy-check';

const detail = (id: string, over: Partial<PolicyDetail> = {}): PolicyDetail =>
  samplePolicyDetail(id, {
    declareTime: '2026-11-01 至 2026-12-07',
    rewardMoney: 100000,
    rewardMoneyStr: '最高10万元',
    declareStart: '2026-11-01',
    declareEnd: '2026-12-07',
    publishTime: '2026-10-30 09:00:00',
    ...over,
  });

const moved = (revision: number, policyId: string, from: string, to: string): PolicyRevision => ({
  revision,
  policyId,
  changedAt: '2026-11-27 10:00:00',
  changes: [{ kind: 'deadline', from, to }],
});

/** A server holding these revisions and these current details; it records what it was asked. */
function server(revisions: PolicyRevision[], details: Record<string, PolicyDetail>) {
  const asked: { ids: string[]; after: number }[] = [];
  const detailsAsked: string[] = [];
  const fetchers: PolicyChangeFetchers = {
    changes: (ids, after) => {
      asked.push({ ids: [...ids], after });
      const records = revisions.filter((r) => ids.includes(r.policyId) && r.revision > after).slice(0, 2);
      const answer: PolicyChanges = { latest: Math.max(0, ...revisions.map((r) => r.revision)), records };
      return Promise.resolve(answer);
    },
    detail: (id) => {
      detailsAsked.push(id);
      const d = details[id];
      return d ? Promise.resolve(d) : Promise.reject(new Error('404'));
    },
  };
  return { fetchers, asked, detailsAsked };
}

beforeEach(async () => {
  for (const p of await savedPolicies.list()) await savedPolicies.remove(p.id);
  await clear(createStore('portal-saved-policy-changes', 'changes'));
});

describe('the saved-policy check', () => {
  it('finds the changes since each copy, refreshes the copy and keeps the changes until seen', async () => {
    await savedPolicies.save(detail('a'), 1000);
    await savedPolicies.save(detail('b', { revision: 4 }), 2000);
    const a2 = detail('a', {
      declareEnd: '2026-12-20',
      declareTime: '2026-11-01 至 2026-12-20',
      revision: 6,
    });
    const { fetchers, asked, detailsAsked } = server(
      [
        moved(2, 'b', '2026-12-01', '2026-12-07'),
        moved(3, 'a', '2026-12-07', '2026-12-10'),
        moved(4, 'b', '2026-12-07', '2026-12-09'),
        moved(6, 'a', '2026-12-10', '2026-12-20'),
      ],
      { a: a2 },
    );
    const outcome = await checkSavedPolicies(fetchers, 5000);

    // one question for both, after the older copy's revision, paged on by the last revision answered
    expect(asked[0]).toEqual({ ids: ['b', 'a'], after: 0 });
    expect(asked.at(-1)?.after).toBeGreaterThan(0);
    // b's copy already shows revisions 2 and 4: only a changed
    expect(detailsAsked).toEqual(['a']);
    expect(outcome.failed).toBe(0);
    expect(
      outcome.changed.map((c) => [c.policy.id, c.changes.revisions.map((r) => r.revision), c.unnotified]),
    ).toEqual([['a', [3, 6], true]]);
    const copy = await savedPolicies.get('a');
    expect(copy?.detail.declareEnd).toBe('2026-12-20');
    expect(copy?.savedAt).toBe(1000);
    expect(copy?.updatedAt).toBe(5000);

    // told once: a later check finds nothing new, and the notice is no longer due
    await savedPolicyChanges.markNotified('a', 6);
    const again = await checkSavedPolicies(fetchers, 6000);
    expect(again.changed.map((c) => [c.policy.id, c.unnotified])).toEqual([['a', false]]);
    expect((await savedPolicyChanges.of('a', 1000))?.revisions.map((r) => r.revision)).toEqual([3, 6]);

    // seen: nothing to say until it changes again
    await savedPolicyChanges.acknowledge('a');
    expect((await checkSavedPolicies(fetchers, 7000)).changed).toEqual([]);
  });

  it('without the new detail the copy stays and the change is found again, kept once', async () => {
    await savedPolicies.save(detail('c'), 1000);
    const { fetchers } = server([moved(1, 'c', '2026-12-07', '2026-12-20')], {});
    const first = await checkSavedPolicies(fetchers);
    expect(first.failed).toBe(1);
    expect(first.changed[0]?.changes.revisions.map((r) => r.revision)).toEqual([1]);
    expect((await savedPolicies.get('c'))?.detail.declareEnd).toBe('2026-12-07');
    const second = await checkSavedPolicies(fetchers);
    expect(second.changed[0]?.changes.revisions.map((r) => r.revision)).toEqual([1]);
  });

  it('an unreachable server counts the policies as failed and changes nothing', async () => {
    await savedPolicies.save(detail('d'), 1000);
    const outcome = await checkSavedPolicies({
      changes: () => Promise.reject(new Error('offline')),
      detail: () => Promise.reject(new Error('offline')),
    });
    expect(outcome).toEqual({ changed: [], failed: 1 });
    expect((await savedPolicies.get('d'))?.detail.revision).toBe(0);
  });

  it('a policy removed and saved again starts with nothing to tell; damaged change entries are dropped', async () => {
    await savedPolicies.save(detail('e'), 1000);
    const { fetchers } = server([moved(1, 'e', '2026-12-07', '2026-12-20')], {});
    await checkSavedPolicies(fetchers);
    expect(await savedPolicyChanges.of('e', 1000)).not.toBeNull();
    await savedPolicies.remove('e');
    await savedPolicies.save(detail('e', { revision: 1 }), 2000);
    expect(await savedPolicyChanges.of('e', 2000)).toBeNull();
    expect((await checkSavedPolicies(fetchers)).changed).toEqual([]);

    await set(
      'e',
      { id: 'e', savedAt: 'then', revisions: 7 },
      createStore('portal-saved-policy-changes', 'changes'),
    );
    expect((await savedPolicyChanges.all()).size).toBe(0);
    // the saved copy itself is untouched
    expect((await savedPolicies.get('e'))?.savedAt).toBe(2000);
  });

  it('nothing saved: nothing asked', async () => {
    const { fetchers, asked } = server([], {});
    expect(await checkSavedPolicies(fetchers)).toEqual({ changed: [], failed: 0 });
    expect(asked).toEqual([]);
  });

  it('a notice opens the saved copy', () => {
    expect(savedPolicyAddress('p-0001')).toBe('/#/savedPolicies?id=p-0001');
  });
});
