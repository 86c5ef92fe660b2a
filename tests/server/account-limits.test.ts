// @vitest-environment node
// Per-account limits: one account cannot make the server keep projects, bank-account changes, urges or consultations
// without end; the record past a limit is refused with a message that says so, and what is kept stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LIST_LIMITS,
  MAX_BANK_CHANGES_PER_DAY,
  MAX_PROJECTS_PER_ACCOUNT,
  MSG_BANK_CHANGES_TODAY,
  MSG_TOO_MANY_PROJECTS,
} from '../../server/lib/account-limits';
import { openDatabase, type OpenDatabase } from '../../server/lib/db/database';
import { insertConsults, insertUrges } from '../../server/lib/db/user-lists-store';
import { paths } from '../../src/shared/api/paths';
import { login, startApi, storeOf, type TestApi } from './helpers';

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
    const list = await api.get<{ records: unknown[]; total: number }>(
      paths.bankAccountChanges('e-1001', 1, 10),
      company,
    );
    expect(list.data.total).toBe(MAX_BANK_CHANGES_PER_DAY);
    // paged: the second page of ten is empty, and the sizes are the portal's (10, 15 or 20)
    const second = await api.get<{ records: unknown[]; total: number }>(
      paths.bankAccountChanges('e-1001', 2, 10),
      company,
    );
    expect(second.data).toMatchObject({ records: [], total: MAX_BANK_CHANGES_PER_DAY });
    expect((await api.get(paths.bankAccountChanges('e-1001', 1, 500), company)).code).toBe(400);
    now = new Date('2026-11-28T10:00:00+08:00');
    expect((await api.post(paths.updateBankAccount, change(9), company)).code).toBe(200);
  });
});

describe('per-account limits on urges and consultations (counted in the database)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-limits-'));
  let onFolder: TestApi;
  let person: string;
  let firm: string;
  let personId: string;
  let firmId: string;
  let direct: OpenDatabase;
  beforeAll(async () => {
    onFolder = await startApi({ store: { dataDir } });
    person = await login(onFolder, 'person');
    firm = await login(onFolder, 'enterprise');
    personId = (await onFolder.get<{ accountId: string }>(paths.personalLoginInfo, person)).data.accountId;
    firmId = (await onFolder.get<{ accountId: string }>(paths.enterpriseLogin, firm)).data.accountId;
    // a second connection to the same file stands for an account that has used the portal for years
    direct = openDatabase(storeOf(dataDir));
    await direct.ready;
  });
  afterAll(async () => {
    await direct.db.destroy();
    await onFolder.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function fill(table: 'urges' | 'consults', accountId: string, n: number) {
    for (let from = 0; from < n; from += 250) {
      const rows = Array.from({ length: Math.min(250, n - from) }, (_, k) => from + k);
      if (table === 'urges')
        await insertUrges(
          direct.db,
          accountId,
          rows.map((i) => ({
            id: `ug-old-${i}`,
            applyId: 'a-old',
            policyName: '旧政策',
            urgeTime: '2020-01-01 09:00:00',
            reply: null,
          })),
        );
      else
        await insertConsults(
          direct.db,
          accountId,
          rows.map((i) => ({
            id: `cs-old-${i}`,
            initiateType: '1',
            initiateContent: '旧咨询',
            createTime: '2020-01-01 09:00:00',
            reply: null,
            replyTime: null,
            initiateName: '张三',
            initiatePhone: '13900000007',
            fileList: [],
          })),
        );
    }
  }

  it(`refuses the ${LIST_LIMITS.urges.max + 1}th urge with a message that says so`, async () => {
    const applies = await onFolder.get<{ records: { id: string; status: string }[] }>(
      paths.myApplyPage(1, 20),
      firm,
    );
    const open = applies.data.records.find((a) => ['submitted', 'accepted', 'reviewing'].includes(a.status));
    expect(open, 'a seeded application still in review').toBeDefined();
    await fill('urges', firmId, LIST_LIMITS.urges.max);
    expect(await onFolder.post(paths.urgeSubmit, { applyId: open!.id }, firm)).toMatchObject({
      code: 429,
      msg: LIST_LIMITS.urges.message,
    });
  });

  it(`refuses the ${LIST_LIMITS.consults.max + 1}th consultation before its SMS code is spent`, async () => {
    const consultation = {
      initiateType: '1',
      initiateName: '张三',
      initiatePhone: '13900000007',
      initiateContent: '请问申报材料如何准备？',
      fileList: [],
    };
    // below the limit the same request reaches the SMS code (none was sent: refused for that)
    const below = await onFolder.post(paths.consult('123456'), consultation, person);
    expect(below.msg).not.toBe(LIST_LIMITS.consults.message);
    await fill('consults', personId, LIST_LIMITS.consults.max);
    expect(await onFolder.post(paths.consult('123456'), consultation, person)).toMatchObject({
      code: 429,
      msg: LIST_LIMITS.consults.message,
    });
  });
});
