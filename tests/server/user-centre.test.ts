// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyRecord, Page } from '../../src/shared/api/contract';
import { MSG_ENTERPRISE_ONLY } from '../../server/lib/roles';
import { fullSubmission } from './apply-helpers';
import { startWithDemoUsers, type TestApi } from './helpers';

/** the demo API, with the demo person's and the first enterprise's tokens */
let api: TestApi, person: string, company: string;
beforeAll(async () => {
  ({ api, person, company } = await startWithDemoUsers());
});
afterAll(() => api.close());

const LISTS = ['apply', 'enjoy', 'urge', 'consult', 'message', 'project'];
/** the enterprise's own lists (the role table, server/lib/roles.ts) */
const ENTERPRISE_LISTS = ['urge', 'consult', 'project'];

describe('user centre', () => {
  it('lists at least 12 items per list for each demo user and requires a login', async () => {
    for (const token of [person, company]) {
      for (const list of LISTS) {
        if (token === person && ENTERPRISE_LISTS.includes(list)) {
          const refused = await api.get(`/api/manage/gj/v1/pcUser/${list}/1/10`, token);
          expect(refused, list).toMatchObject({ code: 403, msg: MSG_ENTERPRISE_ONLY });
          continue;
        }
        const page = await api.get<Page<unknown>>(`/api/manage/gj/v1/pcUser/${list}/1/10`, token);
        expect(page.code, list).toBe(200);
        expect(page.data.total, list).toBeGreaterThanOrEqual(12);
        expect(page.data.records).toHaveLength(10);
      }
    }
    expect((await api.get('/api/manage/gj/v1/pcUser/apply/1/10')).code).toBe(403);
    expect((await api.get('/api/manage/gj/v1/pcUser/apply/1/12', person)).code).toBe(400);
  });

  it('submits an application, shows its detail and accepts one urge per day', async () => {
    const wrongAudience = await api.post(
      '/api/manage/gj/v1/pcUser/apply/submit',
      { policyId: 'p-0001' },
      person,
    );
    expect(wrongAudience.msg).toContain('企业账号');
    expect(
      (await api.post('/api/manage/gj/v1/pcUser/apply/submit', { policyId: 'p-0003' }, company)).msg,
    ).toBe('该政策不在申报期内');
    expect(
      (await api.post('/api/manage/gj/v1/pcUser/apply/submit', { policyId: 'p-0006' }, company)).msg,
    ).toContain('免申即享');
    const submitted = await api.post<ApplyRecord>(
      '/api/manage/gj/v1/pcUser/apply/submit',
      await fullSubmission(api, company, 'p-0001', 'uc-1'),
      company,
    );
    expect(submitted.data).toMatchObject({ policyId: 'p-0001', status: 'submitted' });
    const again = { policyId: 'p-0001', requestId: 'uc-2' };
    const duplicate = await api.post('/api/manage/gj/v1/pcUser/apply/submit', again, company);
    expect(duplicate.msg).toContain('重复');
    const detail = await api.get<{ progress: unknown[]; applicantName: string }>(
      `/api/manage/gj/v1/pcUser/apply/detail/${submitted.data.id}`,
      company,
    );
    expect(detail.data.applicantName).toBe('泉州海丝智造科技有限公司');
    expect(detail.data.progress).toHaveLength(1);
    expect((await api.get(`/api/manage/gj/v1/pcUser/apply/detail/${submitted.data.id}`, person)).code).toBe(
      404,
    );

    expect(
      (await api.post('/api/manage/gj/v1/pcUser/urge/submit', { applyId: submitted.data.id }, company)).code,
    ).toBe(200);
    expect(
      (await api.post('/api/manage/gj/v1/pcUser/urge/submit', { applyId: submitted.data.id }, company)).msg,
    ).toContain('今日已催办');
    const urges = await api.get<Page<{ applyId: string }>>('/api/manage/gj/v1/pcUser/urge/1/10', company);
    expect(urges.data.records[0]?.applyId).toBe(submitted.data.id);
  });

  it('saves projects, bank accounts and personal info', async () => {
    const saved = await api.post<{ id: string }>(
      '/api/manage/gj/v1/pcUser/project/save',
      {
        projectName: '智能仓储建设项目',
        investment: 3_000_000,
        startDate: '2026-03-01',
        status: '在建',
        description: '新建立体仓库',
      },
      company,
    );
    expect(saved.code).toBe(200);
    const detail = await api.get<{ projectName: string }>(
      `/api/manage/gj/v1/pcUser/project/detail/${saved.data.id}`,
      company,
    );
    expect(detail.data.projectName).toBe('智能仓储建设项目');
    expect((await api.get('/api/manage/gj/v1/pcUser/project/detail/pj-none', company)).code).toBe(404);

    const badAccount = { bankName: '中国银行', bankAccount: '12ab' };
    const refused = await api.post(
      '/api/manage/gj/v1/pcLogin/updateEnterpriseBankAccount',
      badAccount,
      company,
    );
    expect(refused.code).toBe(400);
    const change = await api.post<{ newAccountMasked: string }>(
      '/api/manage/gj/v1/pcLogin/updateEnterpriseBankAccount',
      { bankName: '中国银行泉州分行', bankAccount: '4066 1234 5678 9012' },
      company,
    );
    expect(change.data.newAccountMasked).toBe('4066********9012');
    const history = await api.get<{ records: unknown[]; total: number }>(
      '/api/manage/gj/v1/pcLogin/bankAccountInfoChangeRecord/e-1001/1/10',
      company,
    );
    expect(history.data.records).toHaveLength(1);
    expect(history.data.total).toBe(1);
    expect(
      (await api.get('/api/manage/gj/v1/pcLogin/bankAccountInfoChangeRecord/e-1002/1/10', company)).code,
    ).toBe(404);
    expect((await api.post('/api/manage/gj/v1/pcLogin/updateEnterpriseBankAccount', {}, person)).code).toBe(
      400,
    );

    const info = await api.post<{ address: string }>(
      '/api/v1/pc/user/personal/save',
      { address: '泉州市丰泽区东海街道', countyCode: '350503' },
      person,
    );
    expect(info.data.address).toBe('泉州市丰泽区东海街道');
    expect((await api.post('/api/v1/pc/user/personal/save', { countyCode: '000000' }, person)).code).toBe(
      400,
    );
    expect((await api.post('/api/v1/pc/user/personal/save', { address: 'x' }, company)).code).toBe(403);
  });
});
