// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, rawRequest, startApiWithLogin, type TestApi } from './helpers';

let api: TestApi;
let token: string;
beforeAll(async () => ({ api, token } = await startApiWithLogin('person')));
afterAll(() => api.close());

const json = (raw: { body: string }) =>
  JSON.parse(raw.body) as { code: number | string; msg: string; data: unknown };

describe('bad input', () => {
  it('answers malformed JSON with an envelope', async () => {
    const res = await rawRequest(
      api,
      'POST',
      '/api/manage/gj/v1/pcApi',
      { 'Content-Type': 'application/json' },
      '{"systemAccessInfoList": [',
    );
    expect(res.status).toBe(200);
    expect(json(res)).toEqual({ code: 400, msg: '请求体不是合法的 JSON', data: null });
    expect(res.body).not.toContain('at ');
  });

  it('answers wrong types and non-object bodies', async () => {
    expect((await api.post('/api/manage/gj/v1/pcApi', [1, 2])).code).toBe(400);
    expect((await api.post('/api/pc/hm/v1/policy/formSubmit', 'text', token)).code).toBe(400);
    expect(
      (
        await api.post('/api/gj/v1/gjSms/sendCode', {
          uuid: 1,
          captcha: 2,
          type: '19',
          recvPhone: 13800000000,
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await api.post(
          '/api/manage/gj/v1/pcUser/project/save',
          { projectName: '项目', investment: '100', startDate: '2026-01-01' },
          await login(api, 'enterprise'),
        )
      ).msg,
    ).toContain('投资额');
    expect(
      (await api.get('/api/open/gj/v1/index/nonFinancialPolicyPage/1/10?policyName=a&policyName=b')).code,
    ).toBe(400);
    const noType = await fetch(`${api.base}/api/manage/gj/v1/pcApi`, {
      method: 'POST',
      body: 'systemAccessInfoList=1',
    });
    expect(((await noType.json()) as { code: number }).code).toBe(400);
  });

  it('answers oversize bodies with 413 in the envelope', async () => {
    const big = JSON.stringify({ systemAccessInfoList: [], pad: 'x'.repeat(120 * 1024) });
    const res = await rawRequest(
      api,
      'POST',
      '/api/manage/gj/v1/pcApi',
      { 'Content-Type': 'application/json' },
      big,
    );
    expect(res.status).toBe(200);
    expect(json(res)).toMatchObject({ code: 413, msg: '请求体过大，不能超过100KB' });
  });

  it('answers unknown ids and unknown API paths', async () => {
    expect(await api.get('/api/open/gj/v1/policy/detail/nope')).toMatchObject({ code: 404 });
    expect(await api.get('/api/manage/gj/v1/pcUser/apply/detail/ap-none', token)).toMatchObject({
      code: 404,
      msg: '申报记录不存在，或不属于当前登录的账号',
    });
    expect(await api.get('/api/open/gj/v1/does/not/exist')).toEqual({
      code: 404,
      msg: '接口不存在',
      data: null,
    });
    // a POST no route takes is a state change the table does not know: the strictest rule (a login) comes first
    expect((await api.post('/api/open/gj/v1/index/applyAmount', {})).code).toBe(403);
    expect((await api.post('/api/open/gj/v1/index/applyAmount', {}, token)).code).toBe(404);
  });

  it('rejects path tricks: .., encoded dots, encoded slashes, backslashes and bad encodings', async () => {
    for (const path of [
      '/api/open/gj/v1/policy/detail/..%2F..%2Fetc%2Fpasswd',
      '/api/open/gj/v1/policy/detail/%2e%2e',
      '/api/open/gj/v1/policy/detail/../../../etc/passwd',
      '/api/open/gj/v1/policy/detail/a%5Cb',
      '/api/open/gj/v1/policy/detail/%00',
      '/__uploads/..%2Fapp.ts',
    ]) {
      const res = await rawRequest(api, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(json(res), path).toMatchObject({ code: 400, msg: '请求路径不合法' });
    }
    const badEncoding = await rawRequest(api, 'GET', '/api/open/gj/v1/policy/detail/%E0%A4%A');
    expect(json(badEncoding)).toMatchObject({ code: 400 });
  });

  it('never leaks a stack trace and keeps working afterwards', async () => {
    const res = await rawRequest(
      api,
      'POST',
      '/api/pc/hm/v1/policy/formSubmit',
      { 'Content-Type': 'application/json', ...auth(token) },
      '{"jsonData": "{\\"ageRange\\": [1]}"}',
    );
    expect(json(res).code).toBe(400);
    expect(res.body).not.toMatch(/Error|\.ts:/);
    expect((await api.get('/api/open/gj/v1/index/hotWord')).code).toBe(200);
  });
});
