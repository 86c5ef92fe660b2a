// @vitest-environment node
// Per-account limits: one account cannot make the server keep projects or bank-account changes without end; the
// record past a limit is refused with a message that says so, and what is kept stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BANK_CHANGES_PER_DAY,
  MAX_PROJECTS_PER_ACCOUNT,
  MSG_BANK_CHANGES_TODAY,
  MSG_TOO_MANY_PROJECTS,
} from '../../server/lib/account-limits';
import { paths } from '../../src/shared/api/paths';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
let company: string;
let now = new Date('2026-11-27T10:00:00+08:00');
beforeAll(async () => {
  api = await startApi({ now: () => now });
  company = await login(api, 'enterprise');
});
afterAll(() => api.close());

describe('per-account limits', () => {
  it(`keeps at most ${MAX_PROJECTS_PER_ACCOUNT} projects per account; an edit of a kept one still goes through`, async () => {
    const project = (i: number) => ({ projectName: `项目${i}`, investment: 100, startDate: '2026-01-01' });
    const before = await api.get<{ total: number }>(paths.projectPage(1, 10), company);
    for (let i = before.data.total; i < MAX_PROJECTS_PER_ACCOUNT; i += 1)
      expect((await api.post(paths.projectSave, project(i), company)).code).toBe(200);
    expect(await api.post(paths.projectSave, project(999), company)).toMatchObject({
      code: 429,
      msg: MSG_TOO_MANY_PROJECTS,
    });
    const kept = await api.get<{ total: number; records: { id: string }[] }>(
      paths.projectPage(1, 10),
      company,
    );
    expect(kept.data.total).toBe(MAX_PROJECTS_PER_ACCOUNT);
    const edit = { ...project(1), id: kept.data.records[0]?.id, projectName: '改名后的项目' };
    expect((await api.post(paths.projectSave, edit, company)).code).toBe(200);
  });

  it(`allows ${MAX_BANK_CHANGES_PER_DAY} bank-account changes a day`, async () => {
    const change = (i: number) => ({
      bankName: '中国建设银行泉州鲤城支行',
      bankAccount: `35050000000000${1000 + i}`,
    });
    for (let i = 0; i < MAX_BANK_CHANGES_PER_DAY; i += 1)
      expect((await api.post(paths.updateBankAccount, change(i), company)).code).toBe(200);
    expect(await api.post(paths.updateBankAccount, change(9), company)).toMatchObject({
      code: 429,
      msg: MSG_BANK_CHANGES_TODAY,
    });
    const list = await api.get<unknown[]>(paths.bankAccountChanges('e-1001'), company);
    expect(list.data).toHaveLength(MAX_BANK_CHANGES_PER_DAY);
    now = new Date('2026-11-28T10:00:00+08:00');
    expect((await api.post(paths.updateBankAccount, change(9), company)).code).toBe(200);
  });
});
