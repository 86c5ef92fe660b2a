// @vitest-environment node
// A policy's revisions: the demo tool changes a policy now (bad bodies refused with the portal schema's words),
// policy/changes answers what changed for a set of ids after a revision, a withdrawn policy's detail still
// answers, and the revisions survive a restart (kept in the database) and go with a reset.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PolicyDetail, PolicyListItem } from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { parseWith, ParseError } from '../../src/shared/api/schema';
import {
  policyChangesSchema,
  policyUpdateSchema,
  type PolicyChanges,
  type PolicyRevision,
} from '../../src/shared/api/schemas/policy-changes';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface ToolAnswer {
  status: number;
  body: { ok?: boolean; error?: string; revision?: PolicyRevision; policy?: PolicyDetail };
}

async function update(target: TestApi, body: unknown): Promise<ToolAnswer> {
  const res = await fetch(`${target.base}/__demo/update-policy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ToolAnswer['body'] };
}

const changes = (target: TestApi, query: string) =>
  target.get<PolicyChanges>(`${paths.policyChanges}?${query}`);
const detail = (target: TestApi, id: string) => target.get<PolicyDetail>(paths.policyDetail(id));

/** the refusal the portal's own schema gives the same body */
function portalRefusal(body: unknown): string {
  try {
    parseWith(policyUpdateSchema, body, 'body');
  } catch (error) {
    if (error instanceof ParseError) return error.message;
  }
  throw new Error('the schema took the body');
}

describe('POST /__demo/update-policy', () => {
  it('moves a deadline now: the detail has it, with the new revision, and policy/changes tells from → to', async () => {
    const before = (await detail(api, 'p-0001')).data;
    const [y, m, d] = before.declareEnd.split('-').map(Number) as [number, number, number];
    const later = new Date(Date.UTC(y, m - 1, d + 13)).toISOString().slice(0, 10);
    const answer = await update(api, { policyId: 'p-0001', declareEnd: later });
    expect(answer.status, answer.body.error).toBe(200);
    const revision = answer.body.revision!;
    expect(revision.changes).toEqual([{ kind: 'deadline', from: before.declareEnd, to: later }]);
    expect(revision.changedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const after = (await detail(api, 'p-0001')).data;
    expect(after.declareEnd).toBe(later);
    expect(after.declareTime).toBe(`${before.declareStart} 至 ${later}`);
    expect(after.revision).toBe(revision.revision);

    const told = await changes(api, `ids=p-0001,p-0002&after=0`);
    expect(told.code).toBe(200);
    const read = parseWith(policyChangesSchema, told.data, 'data');
    expect(read.records).toEqual([revision]);
    expect(read.latest).toBe(revision.revision);
    // after the revision a device already shows: nothing more
    expect((await changes(api, `ids=p-0001&after=${revision.revision}`)).data.records).toEqual([]);
    // another policy's question does not see it
    expect((await changes(api, 'ids=p-0002&after=0')).data.records).toEqual([]);
  });

  it('changes the amount and the conditions in one revision; closes an open window early', async () => {
    const before = (await detail(api, 'p-0005')).data;
    const answer = await update(api, {
      policyId: 'p-0005',
      rewardMoney: 50000,
      conditions: ['在泉州市登记注册', '首次创业'],
    });
    expect(answer.status, answer.body.error).toBe(200);
    expect(answer.body.revision?.changes).toEqual([
      { kind: 'amount', from: String(before.rewardMoney), to: '50000' },
      { kind: 'conditions', from: before.conditions.join('；'), to: '在泉州市登记注册；首次创业' },
    ]);
    const after = (await detail(api, 'p-0005')).data;
    expect(after.rewardMoney).toBe(50000);
    expect(after.rewardMoneyStr).toBe('最高5万元');

    const closed = await update(api, { policyId: 'p-0005', closed: true });
    expect(closed.status, closed.body.error).toBe(200);
    expect(closed.body.revision?.changes[0]?.kind).toBe('closed');
    expect((await detail(api, 'p-0005')).data.applyTimeState).toBe(3);
    // closed already: not again
    expect((await update(api, { policyId: 'p-0005', closed: true })).status).toBe(400);
  });

  it('withdraws a policy: off the list, its detail still answers marked withdrawn, no further change', async () => {
    const id = 'p-0006';
    const answer = await update(api, { policyId: id, withdrawn: true });
    expect(answer.status, answer.body.error).toBe(200);
    expect(answer.body.revision?.changes).toEqual([{ kind: 'withdrawn', from: '', to: '' }]);
    const shown = await detail(api, id);
    expect(shown.code).toBe(200);
    expect(shown.data.withdrawn).toBe(true);
    expect(shown.data.applyTimeState).toBe(3);
    const list = await api.get<Page<PolicyListItem>>(
      `${paths.nonFinancialPolicyPage(1, 20)}?keyword=${encodeURIComponent(shown.data.policyName)}`,
    );
    expect(list.data.records.map((p) => p.id)).not.toContain(id);
    const again = await update(api, { policyId: id, rewardMoney: 1 });
    expect(again).toEqual({ status: 400, body: { error: '该政策已撤回，不能再调整' } });
  });

  it('refuses bad bodies with the words the portal schema gives them, and unknown policies', async () => {
    for (const body of [
      {},
      { policyId: 'p-0002' },
      { policyId: 'p-0002', declareEnd: '2026/12/20' },
      { policyId: 'p-0002', rewardMoney: -5 },
      { policyId: 'p-0002', rewardMoney: 'a lot' },
      { policyId: 'p-0002', conditions: [] },
      { policyId: 'p-0002', conditions: 'one' },
      [1, 2],
    ]) {
      const answer = await update(api, body);
      expect(answer, JSON.stringify(body)).toEqual({ status: 400, body: { error: portalRefusal(body) } });
    }
    expect(await update(api, { policyId: 'p-404', rewardMoney: 1 })).toEqual({
      status: 404,
      body: { error: '政策不存在' },
    });
    const start = (await detail(api, 'p-0002')).data.declareStart;
    const early = await update(api, { policyId: 'p-0002', declareEnd: '2000-01-01' });
    expect(early).toEqual({ status: 400, body: { error: `截止时间不能早于申报开始时间（${start}）` } });
    const same = await update(api, { policyId: 'p-0002', rewardMoney: (await detail(api, 'p-0002')).data.rewardMoney });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe('没有需要调整的内容（新值与现值相同）');
  });
});

describe('GET policy/changes', () => {
  it('is a public answer a cache may keep', async () => {
    const res = await fetch(`${api.base}${paths.policyChanges}?ids=p-0001`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/no-store|private/);
  });

  it('refuses a question without ids, with too many, or with a bad after', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `p-${i}`).join(',');
    for (const [query, msg] of [
      ['', '参数 ids 不能为空'],
      ['ids=,,', '参数 ids 不能为空'],
      [`ids=${many}`, '参数 ids 最多100个'],
      ['ids=p-0001;drop', '参数 ids 格式不正确'],
      ['ids=p-0001&after=-1', '参数 after 必须是大于等于0的整数'],
      ['ids=p-0001&after=x', '参数 after 必须是大于等于0的整数'],
    ] as const) {
      const answer = await changes(api, query);
      expect(answer, query).toMatchObject({ code: 400, msg });
    }
  });
});

describe('revisions are kept', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-revisions-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a restart applies them again over the seed; a reset undoes them', async () => {
    const first = await startApi({ store: { dataDir } });
    const seeded = (await detail(first, 'p-0003')).data;
    const made = await update(first, { policyId: 'p-0003', rewardMoney: 123000 });
    expect(made.status, made.body.error).toBe(200);
    await first.close();

    const second = await startApi({ store: { dataDir } });
    try {
      const kept = (await detail(second, 'p-0003')).data;
      expect(kept.rewardMoney).toBe(123000);
      expect(kept.revision).toBe(made.body.revision?.revision);
      expect((await changes(second, 'ids=p-0003')).data.records).toEqual([made.body.revision]);

      await fetch(`${second.base}/__demo/reset`, { method: 'POST' });
      const reset = (await detail(second, 'p-0003')).data;
      expect(reset.rewardMoney).toBe(seeded.rewardMoney);
      expect(reset.revision).toBe(0);
      expect((await changes(second, 'ids=p-0003')).data.records).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
