// @vitest-environment node
// 我的政策 (personalPolicyPage with matchingModel), 我的消息 read marks, the zone site and a logout elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchSummary, MessageRecord, Page, PolicyListItem } from '../../src/shared/api/contract';
import { idpLogin, exchange, login, startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const selfPolicies = (token?: string, body: Record<string, unknown> = { matchingModel: 1 }) =>
  api.post<Page<PolicyListItem>>(
    '/api/open/gj/v1/index/personalPolicyPage/1/10',
    { page: 1, pageSize: 10, orderModel: 1, ...body },
    token,
  );

describe('personalPolicyPage with matchingModel (我的政策)', () => {
  it('answers 600 with 填报问卷 before the questionnaire, then exactly the precise matches', async () => {
    const person = await login(api, 'person');
    const before = await selfPolicies(person);
    expect(before.code).toBe(600);
    expect(before.msg).toContain('填报问卷');
    expect(before.msg).not.toContain('\n');

    const submit = await api.post(
      '/api/pc/hm/v1/policy/formSubmit',
      { jsonData: JSON.stringify({ ageRange: '2', household: '1', employment: '3', startup: '1' }) },
      person,
    );
    expect(submit.code).toBe(200);
    const summary = await api.get<MatchSummary>('/api/pc/hm/v1/policy/policyMatchingResult', person);
    expect(summary.data.accurateCount).toBeGreaterThan(0);
    const after = await selfPolicies(person);
    expect(after.code).toBe(200);
    expect(after.data.total).toBe(summary.data.accurateCount);
    const generic = await selfPolicies(person, {});
    expect(generic.data.total).toBeGreaterThan(after.data.total);
    const possible = await selfPolicies(person, { matchingModel: 2 });
    expect(possible.data.total).toBe(summary.data.probablyCount);
  });

  it('visitors get the public list; enterprises are told to switch; bad models are refused', async () => {
    const visitor = await selfPolicies(undefined);
    expect(visitor.code).toBe(200);
    expect(visitor.data.total).toBe((await selfPolicies(undefined, {})).data.total);
    const company = await login(api, 'enterprise');
    const refused = await selfPolicies(company);
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain('切换个人账号');
    expect((await selfPolicies(undefined, { matchingModel: 7 })).code).toBe(400);
  });
});

describe('我的消息', () => {
  it('marks one of my messages read; others and unknown ids are 404', async () => {
    const person = await login(api, 'person');
    const page = await api.get<Page<MessageRecord>>('/api/manage/gj/v1/pcUser/message/1/10', person);
    const unread = page.data.records.find((m) => !m.read)!;
    expect(unread.content.length).toBeGreaterThan(20);
    expect(unread.target?.id).toBeTruthy();
    const marked = await api.post<MessageRecord>(
      '/api/manage/gj/v1/pcUser/message/read',
      { id: unread.id },
      person,
    );
    expect(marked).toMatchObject({ code: 200, data: { id: unread.id, read: true } });
    const again = await api.get<Page<MessageRecord>>('/api/manage/gj/v1/pcUser/message/1/10', person);
    expect(again.data.records.find((m) => m.id === unread.id)?.read).toBe(true);

    const company = await login(api, 'enterprise');
    expect((await api.post('/api/manage/gj/v1/pcUser/message/read', { id: unread.id }, company)).code).toBe(
      404,
    );
    expect((await api.post('/api/manage/gj/v1/pcUser/message/read', {}, person)).code).toBe(400);
    expect((await api.post('/api/manage/gj/v1/pcUser/message/read', { id: unread.id })).code).toBe(403);
  });
});

describe('consultation contact', () => {
  it('answers the logged-in user name and mobile number for the consultation form', async () => {
    const person = await login(api, 'person');
    expect((await api.get('/api/manage/gj/v1/pcUser/contact', person)).data).toEqual({
      name: '陈志明',
      phone: '13859901234',
    });
    const company = await login(api, 'enterprise');
    const contact = await api.get<{ name: string; phone: string }>(
      '/api/manage/gj/v1/pcUser/contact',
      company,
    );
    expect(contact.data.name).toBe('林建华');
    expect(contact.data.phone).toMatch(/^1[3-9]\d{9}$/);
    expect((await api.get('/api/manage/gj/v1/pcUser/contact')).code).toBe(403);
  });
});

describe('demo sites', () => {
  it('serves 泉州台商投资区 its own site (the county menu links there) with its policies', async () => {
    const res = await fetch(`${api.base}/__demo/sites/tstzq`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('泉州台商投资区惠企政策服务平台');
    expect(html).toMatch(/<td>\d{4}年泉州台商投资区/);
    expect((html.match(/<tr>/g) ?? []).length).toBeGreaterThan(20);
  });

  it('a logout on another platform system ends the session loginStatus reports', async () => {
    const { hashParams, cookie } = await idpLogin(api, { action: 'person' });
    const answer = await exchange(api, hashParams.get('ticket') ?? '', cookie);
    const token = answer.data.token!;
    expect((await api.get<number>('/api/sj/v1/mztLogin/loginStatus', token)).data).toBe(1);
    const out = await fetch(`${api.base}/__demo/platform-logout`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
    });
    expect(await out.json()).toEqual({ ok: true, ended: 1 });
    expect((await api.get<number>('/api/sj/v1/mztLogin/loginStatus', token)).data).toBe(4);
  });
});
