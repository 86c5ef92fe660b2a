// @vitest-environment node
// The region rule: an enterprise completes its region only while none is recorded, so re-declaring the region
// cannot turn a refusal into 申报成功 (docs/product.md#demo-server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_REGION_RECORDED } from '../../server/lib/region-rule';
import { paths } from '../../src/shared/api/paths';
import { fullSubmission } from './apply-helpers';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('the region rule', () => {
  it('refuses a re-declared region, so a refused application stays refused', async () => {
    const company = await login(api, 'enterprise', 'u-ent-1');
    const body = await fullSubmission(api, company, 'p-0149', 'req-region-1');
    const refused = await api.post(paths.applySubmit, body, company);
    expect(refused.msg).toBe('不符合申报条件：本政策仅限晋江市申报，您的所在区域为鲤城区');

    const redeclared = await api.post(paths.countyInfo, { countyCode: '350582001' }, company);
    expect(redeclared).toMatchObject({ code: 400, msg: MSG_REGION_RECORDED });
    const info = await api.get<{ countyCode?: string }>(paths.enterpriseLogin, company);
    expect(info.data.countyCode).toBe('350502004');

    const again = await api.post(paths.applySubmit, { ...body, requestId: 'req-region-2' }, company);
    expect(again.msg).toBe(refused.msg);
    expect(again.msg).not.toContain('申报成功');
    const list = await api.get<{ records: { policyId: string }[] }>(paths.myApplyPage(1, 20), company);
    expect(list.data.records.filter((r) => r.policyId === 'p-0149')).toEqual([]);
  });

  it('takes the region of an enterprise that has none, once', async () => {
    const company = await login(api, 'enterprise', 'u-ent-2');
    expect((await api.post(paths.countyInfo, { countyCode: '350582003' }, company)).code).toBe(200);
    expect(await api.post(paths.countyInfo, { countyCode: '350502004' }, company)).toMatchObject({
      code: 400,
      msg: MSG_REGION_RECORDED,
    });
    expect((await api.get<{ countyCode?: string }>(paths.enterpriseLogin, company)).data.countyCode).toBe(
      '350582003',
    );
  });
});
