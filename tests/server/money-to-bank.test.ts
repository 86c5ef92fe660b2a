// The money followed to the bank: the review desk moves an application (审核通过 → 公示 → 资金拨付 → 已到账)
// and a 免申即享 receipt (系统比对 → 推送确认 → 确认领取 → 资金拨付 → 已到账) on, each step with its time,
// amount and (from 资金拨付) the account on file, a message for each, and 我享受的政策's totals over all pages
// and per year; wrong steps and malformed bodies are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyDetail,
  ApplyRecord,
  EnjoyPage,
  FreeReceipt,
  MessageRecord,
  Page,
} from '../../src/shared/api/contract';
import { paths } from '../../src/shared/api/paths';
import { fullSubmission } from './apply-helpers';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
let person: string;
let company: string;
let now = new Date('2026-11-27T01:00:00Z');

beforeAll(async () => {
  api = await startApi({ now: () => now });
  person = await login(api, 'person');
  company = await login(api, 'enterprise', 'u-ent-1');
});
afterAll(() => api.close());

const desk = async (path: string, body: unknown) => {
  const res = await fetch(`${api.base}/__demo/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { error?: string } };
};
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const messages = async (token: string) =>
  (await api.get<Page<MessageRecord>>(paths.myMessagePage(1, 20), token)).data.records;
/** The titles of the account's newest `count` messages about `targetId`, newest first. */
const newestTitlesAbout = async (token: string, targetId: string, count: number) =>
  (await messages(token))
    .filter((m) => m.target?.id === targetId)
    .map((m) => m.title)
    .slice(0, count);
const enjoys = async (token: string, page = 1, size = 10) =>
  (await api.get<EnjoyPage>(paths.myEnjoyPage(page, size), token)).data;
/** 我享受的政策 now, and the policies and money it gained since `before` (no money total now: not a number). */
const enjoyedSince = async (token: string, before: EnjoyPage) => {
  const after = await enjoys(token);
  return {
    after,
    added: after.total - before.total,
    addedMoney: (after.rewardMoneyTotal ?? Number.NaN) - (before.rewardMoneyTotal ?? 0),
  };
};

describe('an application followed to the bank', () => {
  it('goes 审核通过 → 公示 → 资金拨付 → 已到账 with amounts, the account on file and a message each', async () => {
    const before = await enjoys(company);
    const body = await fullSubmission(api, company, 'p-0001', 'req-money');
    const applied = await api.post<ApplyRecord>(paths.applySubmit, body, company);
    expect(applied.code, applied.msg).toBe(200);
    const id = applied.data.id;
    const advance = (status: string, extra: Record<string, unknown> = {}) =>
      desk(`applications/${id}/advance`, { status, ...extra });
    for (const step of ['accepted', 'reviewing']) expect((await advance(step)).status).toBe(200);
    // money steps only in order, and an amount only where one is granted or paid
    expect((await advance('paid')).status).toBe(409);
    expect((await advance('publicity')).status).toBe(409);
    expect((await advance('approved', { amount: applied.data.rewardMoney + 1 })).json.error).toContain(
      '核定金额不能超过',
    );
    expect((await advance('approved', { amount: 'lots' })).json.error).toBe(
      'Unexpected data at body.amount: expected a number',
    );
    expect((await advance('approved', { amount: -5 })).json.error).toBe('金额应为大于0的元数');
    const granted = Math.round(applied.data.rewardMoney / 2);
    later(60);
    expect((await advance('approved', { amount: granted })).status).toBe(200);
    later(60);
    expect((await advance('publicity', { amount: 5 })).json.error).toContain('金额只能在');
    expect((await advance('publicity')).status).toBe(200);
    later(60 * 24 * 5);
    expect((await advance('disbursing')).status).toBe(200);
    later(60 * 24 * 2);
    expect((await advance('paid', { amount: granted + 1 })).json.error).toContain('到账金额不能超过');
    expect((await advance('paid')).status).toBe(200);
    expect((await advance('paid')).status).toBe(409);

    const detail = (await api.get<ApplyDetail>(paths.myApplyDetail(id), company)).data;
    expect(detail).toMatchObject({ status: 'paid', grantedMoney: granted, paidMoney: granted });
    const money = detail.history.slice(-4);
    expect(money.map((e) => [e.status, e.amount])).toEqual([
      ['approved', granted],
      ['publicity', granted],
      ['disbursing', granted],
      ['paid', granted],
    ]);
    expect(money[3]?.payee).toEqual({
      bankName: '中国建设银行泉州鲤城支行',
      accountMasked: '3505************1234',
    });
    expect(money[3]?.time).toBe('2026-12-04 11:00:00');

    // 我的申报 carries the amounts; each step told the applicant
    const row = (await api.get<Page<ApplyRecord>>(paths.myApplyPage(1, 10), company)).data.records[0];
    expect(row).toMatchObject({ id, paidMoney: granted, grantedMoney: granted });
    expect(await newestTitlesAbout(company, id, 4)).toEqual([
      '补助资金已到账',
      '补助资金拨付中',
      '您的申报进入公示',
      '您的申报已审核通过',
    ]);

    // the payout is in 我享受的政策, its total and its year
    const { after, added, addedMoney } = await enjoyedSince(company, before);
    expect(added).toBe(1);
    expect(addedMoney).toBe(granted);
    expect(after.records[0]).toMatchObject({
      policyId: 'p-0001',
      rewardMoney: granted,
      payTime: money[3]?.time,
    });
    const y2026 = (page: EnjoyPage) => page.yearTotals.find((y) => y.year === '2026')?.total ?? 0;
    expect(y2026(after)).toBe(y2026(before) + granted);
  });

  it('refuses a malformed body and an unknown status with the schema’s words', async () => {
    const res = await desk('applications/ap-none/advance', { status: ['paid'] });
    expect(res).toEqual({ status: 400, json: { error: 'Unexpected data at body.status: expected text' } });
    expect((await desk('applications/ap-none/advance', { status: 'gone' })).status).toBe(400);
    expect((await desk('applications/ap-none/advance', { status: 'paid' })).status).toBe(404);
  });

  it('refuses to send money to an enterprise with no account on file', async () => {
    const other = await login(api, 'enterprise', 'u-ent-3');
    const all = (await (await fetch(`${api.base}/__demo/applications`)).json()) as (ApplyRecord & {
      accountId: string;
    })[];
    const approved = all.find((a) => a.accountId === 'u-ent-3' && a.status === 'approved');
    expect(other).toBeTruthy();
    if (!approved) throw new Error('the seed gave u-ent-3 no approved application');
    expect((await desk(`applications/${approved.id}/advance`, { status: 'publicity' })).status).toBe(200);
    const refused = await desk(`applications/${approved.id}/advance`, { status: 'disbursing' });
    expect(refused).toEqual({ status: 409, json: { error: '申报主体未登记银行账户，无法拨付资金' } });
  });
});

describe('a 免申即享 receipt followed to the bank', () => {
  it('goes 系统比对 → 推送确认 → 确认领取 → 资金拨付 → 已到账 with a message each, then counts in 我享受的政策', async () => {
    const before = await enjoys(person);
    const created = await desk('free-receipts', { accountId: 'u-person-1', policyId: 'p-0054' });
    expect(created.status, created.json.error).toBe(200);
    const receipt = created.json.receipt as FreeReceipt;
    expect(receipt.status).toBe('matched');
    expect((await desk('free-receipts', { accountId: 'u-person-1', policyId: 'p-0054' })).status).toBe(409);
    expect((await desk('free-receipts', { accountId: 'u-person-1' })).json.error).toBe(
      'Unexpected data at body.policyId: expected text',
    );
    const advance = (status: string, extra: Record<string, unknown> = {}) =>
      desk(`free-receipts/${receipt.id}/advance`, { status, ...extra });
    expect((await advance('disbursing')).status).toBe(409);
    later(30);
    expect((await advance('pushed')).status).toBe(200);
    // 确认领取 is the person's own
    expect((await advance('confirmed')).json.error).toBe('确认领取需由本人在“免申即享”页面操作');
    // in progress: listed with 我享受的政策, not yet counted
    expect((await enjoys(person)).receipts.map((r) => r.id)).toContain(receipt.id);
    later(30);
    const confirmed = await api.post(paths.freeReceive('p-0054'), {}, person);
    expect(confirmed.code, confirmed.msg).toBe(200);
    expect((await enjoys(person)).total).toBe(before.total);
    later(60 * 24);
    expect((await advance('disbursing', { amount: 1 })).json.error).toContain('金额只能在');
    expect((await advance('disbursing')).status).toBe(200);
    later(60 * 24);
    expect((await advance('paid', { amount: receipt.grantedMoney + 1 })).json.error).toContain('不能超过');
    expect((await advance('paid')).status).toBe(200);

    const mine = (await api.get<FreeReceipt | null>(paths.myReceipt('p-0054'), person)).data;
    expect(mine?.history.map((e) => e.status)).toEqual([
      'matched',
      'pushed',
      'confirmed',
      'disbursing',
      'paid',
    ]);
    expect(
      mine?.history.every(
        (e) => e.amount === receipt.grantedMoney && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(e.time),
      ),
    ).toBe(true);
    expect(mine?.history[4]?.payee?.accountMasked).toBe('6217************4321');
    expect(mine?.paidMoney).toBe(receipt.grantedMoney);
    expect(await newestTitlesAbout(person, 'p-0054', 5)).toEqual([
      '免申即享资金已到账',
      '免申即享资金拨付中',
      '免申即享已确认领取',
      '免申即享待确认领取',
      '免申即享比对结果',
    ]);
    const { after, added, addedMoney } = await enjoyedSince(person, before);
    expect(added).toBe(1);
    expect(addedMoney).toBe(receipt.grantedMoney);
    expect(after.receipts.map((r) => r.id)).not.toContain(receipt.id);
    // another account never reads it
    expect((await api.get<FreeReceipt | null>(paths.myReceipt('p-0054'), company)).data).toBeNull();
  });

  it('totals every page and each year, not the page shown', async () => {
    const all = await enjoys(person, 1, 20);
    const first = await enjoys(person, 1, 10);
    const second = await enjoys(person, 2, 10);
    const sum = all.records.reduce((s, r) => s + r.rewardMoney, 0);
    expect(all.total).toBeLessThanOrEqual(20);
    expect(first.rewardMoneyTotal).toBeCloseTo(sum, 2);
    expect(second.rewardMoneyTotal).toBeCloseTo(sum, 2);
    const byYear = new Map<string, number>();
    for (const r of all.records)
      byYear.set(r.payTime.slice(0, 4), (byYear.get(r.payTime.slice(0, 4)) ?? 0) + r.rewardMoney);
    expect(first.yearTotals.map((y) => y.year)).toEqual([...byYear.keys()].sort().reverse());
    for (const y of first.yearTotals) expect(y.total).toBeCloseTo(byYear.get(y.year) ?? -1, 2);
  });

  it('a direct 确认领取 records its 系统比对 and 确认领取 at once, without a push', async () => {
    const first = await api.post(paths.freeReceive('p-0014'), {}, person);
    expect(first.code, first.msg).toBe(200);
    const mine = (await api.get<FreeReceipt | null>(paths.myReceipt('p-0014'), person)).data;
    expect(mine?.history.map((e) => e.status)).toEqual(['matched', 'confirmed']);
    expect((await enjoys(person)).receipts.map((r) => r.policyId)).toContain('p-0014');
  });
});
