// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogRecord } from '../../src/shared/api/contract';
import { login, startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
});

const rec = (id: string, extra: Partial<AccessLogRecord> = {}): AccessLogRecord => ({
  accessType: 1,
  userType: 3,
  sourceType: 1,
  policyId: null,
  orgCode: '350501',
  clientRecordId: id,
  ...extra,
});
const demo = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await (await fetch(api.base + path, init)).json()) as T;

describe('access log', () => {
  it('stores valid records, ignores already-seen clientRecordIds and counts batch POSTs', async () => {
    const before = (await api.get<{ homePageCount: number }>('/api/open/gj/v1/index/accessCount')).data
      .homePageCount;
    const first = await api.post('/api/manage/gj/v1/pcApi', {
      systemAccessInfoList: [rec('a'), rec('b', { policyId: 'p-0001', userType: 1 })],
    });
    expect(first).toMatchObject({ code: 200, data: { accepted: 2, duplicates: 0 } });
    const second = await api.post('/api/manage/gj/v1/pcApi', { systemAccessInfoList: [rec('b'), rec('c')] });
    expect(second.data).toEqual({ accepted: 1, duplicates: 1 });
    const logs = await demo<{ records: AccessLogRecord[]; requests: number }>('/__demo/access-logs');
    expect(logs.requests).toBe(2);
    expect(logs.records.map((r) => r.clientRecordId)).toEqual(['a', 'b', 'c']);
    const after = (await api.get<{ homePageCount: number }>('/api/open/gj/v1/index/accessCount')).data
      .homePageCount;
    expect(after - before).toBe(3);
  });

  it('validates every record and the batch size', async () => {
    const bad: [unknown, string][] = [
      [{ systemAccessInfoList: [rec('x', { userType: 4 as 1 })] }, 'userType'],
      [{ systemAccessInfoList: [rec('x', { orgCode: '3505' })] }, 'orgCode'],
      [{ systemAccessInfoList: [rec('x', { sourceType: 2 as 1 })] }, 'sourceType'],
      [{ systemAccessInfoList: [rec('x', { accessType: '1' as unknown as number })] }, 'accessType'],
      [{ systemAccessInfoList: [rec('x', { policyId: 5 as unknown as string })] }, 'policyId'],
      [{ systemAccessInfoList: 'nope' }, '数组'],
      [{ systemAccessInfoList: [] }, '不能为空'],
      [{ systemAccessInfoList: Array.from({ length: 51 }, (_, i) => rec(`r${i}`)) }, '50'],
    ];
    for (const [body, hint] of bad) {
      const answer = await api.post('/api/manage/gj/v1/pcApi', body);
      expect(answer.code, hint).toBe(400);
      expect(answer.msg).toContain(hint);
    }
    const fifty = await api.post('/api/manage/gj/v1/pcApi', {
      systemAccessInfoList: Array.from({ length: 50 }, (_, i) => rec(`ok${i}`)),
    });
    expect(fifty.data).toEqual({ accepted: 50, duplicates: 0 });
    expect((await demo<{ records: unknown[] }>('/__demo/access-logs')).records).toHaveLength(50);
  });
});

describe('faults', () => {
  const addFault = (fault: Record<string, unknown>) =>
    demo<{ ok: boolean }>('/__demo/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fault),
    });

  it('answers the injected envelope for `times` calls, then the real answer', async () => {
    await addFault({ path: '/api/open/gj/v1/index/hotWord', code: 600, msg: '请先填报问卷', times: 2 });
    expect(await api.get('/api/open/gj/v1/index/hotWord')).toEqual({
      code: 600,
      msg: '请先填报问卷',
      data: null,
    });
    expect((await api.get('/api/open/gj/v1/index/hotWord')).code).toBe(600);
    expect((await api.get('/api/open/gj/v1/index/hotWord')).code).toBe(200);
  });

  it('injects HTTP status, data and method-specific prefix faults until DELETE', async () => {
    await addFault({ path: '/api/open/gj/v1/index/*', method: 'get', status: 502 });
    const res = await fetch(`${api.base}/api/open/gj/v1/index/applyAmount`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: number }).code).toBe(502);
    expect((await fetch(`${api.base}/api/open/gj/v1/index/accessCount`)).status).toBe(502);
    expect((await api.post('/api/open/gj/v1/index/personalPolicyPage/1/10', {})).code).toBe(200);
    await demo('/__demo/faults', { method: 'DELETE' });
    expect((await fetch(`${api.base}/api/open/gj/v1/index/applyAmount`)).status).toBe(200);

    await addFault({ path: '/api/open/gj/v1/index/hotWord', data: 'A,B', code: 200, msg: 'ok' });
    expect((await api.get<string>('/api/open/gj/v1/index/hotWord')).data).toBe('A,B');
  });

  it('delays matching calls and passes them through when only delayMs is set', async () => {
    await addFault({ path: '/api/open/gj/v1/index/accessCount', delayMs: 300, times: 1 });
    const t0 = Date.now();
    const slow = await api.get<{ homePageCount: number }>('/api/open/gj/v1/index/accessCount');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    expect(slow.code).toBe(200);
    // times: 1 — the delay is used up: no fault is left to slow the next call (no clock reading needed)
    expect(await demo<unknown[]>('/__demo/faults')).toEqual([]);
    expect((await api.get('/api/open/gj/v1/index/accessCount')).code).toBe(200);
  });

  it('rejects malformed faults and resets recorded data', async () => {
    const res = await fetch(`${api.base}/__demo/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'no-slash' }),
    });
    expect(res.status).toBe(400);
    const token = await login(api, 'person');
    await addFault({ path: '/api/x', code: 500 });
    await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
    expect(await demo<unknown[]>('/__demo/faults')).toEqual([]);
    expect((await api.get('/api/v1/pc/user/personal/loginInfo', token)).code).toBe(403);
  });
});
