// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  apiForFile,
  browserCookies,
  exchange,
  freshState,
  idpLogin,
  login,
  startLogin,
  type TestApi,
} from './helpers';

let api: TestApi;
apiForFile((started) => (api = started));

describe('auth header', () => {
  it('accepts a valid SM4 Authorization header and rejects a missing or forged one', async () => {
    const token = await login(api, 'person');
    const okAnswer = await api.get<{ userName: string }>('/api/v1/pc/user/personal/loginInfo', token);
    expect(okAnswer.code).toBe(200);
    expect(okAnswer.data.userName).toBe('陈志明');

    const missing = await api.get('/api/v1/pc/user/personal/loginInfo');
    expect(missing).toMatchObject({ code: 403, msg: '登录已失效，请重新登录' });

    const forged = await api.get('/api/v1/pc/user/personal/loginInfo', 'not-a-session-token');
    expect(forged.code).toBe(403);

    const garbage = await fetch(`${api.base}/api/v1/pc/user/personal/loginInfo`, {
      headers: { Authorization: '%%%not-base64' },
    });
    expect((await garbage.json()).code).toBe(403);
  });

  it('answers the string code 10001 on platform paths that need a login', async () => {
    const res = await fetch(`${api.base}/api/sj/v1/mztLogin/quit?frontRedirectUrl=x`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe('10001');
  });

  it('keeps personal info from enterprise sessions and serves enterprise info on pcLogin', async () => {
    const token = await login(api, 'enterprise', 'u-ent-1');
    expect((await api.get('/api/v1/pc/user/personal/loginInfo', token)).code).toBe(403);
    const info = await api.get<Record<string, unknown>>('/api/manage/gj/v1/pcLogin/pcLogin', token);
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({
      enterpriseName: '泉州海丝智造科技有限公司',
      enterpriseCode: '91350502MA2Y8K3L4Q',
      countyCode: '350502004',
      state: 0,
    });
  });
});

describe('identity stand-in login flow', () => {
  it('goes mztLogin → IdP page → 302 callback → ticket → token → quit', async () => {
    const front = encodeURIComponent('http://evil.example/#/policyList-id=1');
    const start = await api.get<string>(`/api/sj/v1/mztLogin?frontRedirectUrl=${front}&loginType=1`);
    expect(start.code).toBe(200);
    const idpUrl = new URL(start.data);
    expect(idpUrl.origin).toBe(api.base);
    expect(idpUrl.pathname).toBe('/__idp/login');

    const page = await fetch(start.data);
    const html = await page.text();
    expect(html).toContain('闽政通统一身份认证（演示）');
    for (const label of ['以个人身份登录', '以企业身份登录', '以未实名手机号登录', '模拟登录失败'])
      expect(html).toContain(label);

    const { location, hashParams, cookie } = await idpLogin(api, {
      action: 'person',
      frontRedirectUrl: 'http://evil.example/#/policyList-id=1',
    });
    expect(location.origin).toBe(api.base);
    expect(location.hash.startsWith('#/checkLogin?')).toBe(true);
    expect(hashParams.get('code')).toBe('11');
    expect(hashParams.get('kind')).toBe('1');
    expect(hashParams.get('redirectUrl')).toBe('http://evil.example/#/policyList-id=1');
    expect(location.hash).toContain(
      `redirectUrl=${encodeURIComponent('http://evil.example/#/policyList-id=1')}`,
    );
    expect(cookie).toMatch(/^qz_mzt_sid=/);

    const ticket = hashParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);
    const exchanged = await exchange(api, ticket, cookie);
    expect(exchanged.data.loginStatus).toBe(1);
    expect(exchanged.data.token).toMatch(/^[0-9a-f]{32}$/);
    const token = exchanged.data.token ?? '';

    // one-time: a second redemption yields no token (the cookie alone still reads as logged in)
    expect((await exchange(api, ticket, cookie)).data).toEqual({ loginStatus: 1 });
    expect((await exchange(api, ticket, null)).data).toEqual({ loginStatus: 4 });
    const byHeader = await api.post<{ loginStatus: number; token?: string }>(
      '/api/gj/v1/login/pcLoginStatus',
      { ticket },
      token,
    );
    expect(byHeader.data).toEqual({ loginStatus: 1 });
    // a ticket in the URL (where access logs keep it) is never redeemed
    const fresh = await idpLogin(api, { action: 'person' });
    const inUrl = await fetch(
      `${api.base}/api/gj/v1/login/pcLoginStatus?ticket=${fresh.hashParams.get('ticket') ?? ''}`,
      { headers: { cookie: fresh.cookie ?? '' } },
    );
    expect(((await inUrl.json()) as { data: unknown }).data).toEqual({ loginStatus: 4 });
    expect((await exchange(api, fresh.hashParams.get('ticket') ?? '', fresh.cookie)).data.loginStatus).toBe(
      1,
    );

    expect((await api.get('/api/sj/v1/mztLogin/loginStatus', token)).data).toBe(1);
    expect((await api.get('/api/sj/v1/mztLogin/loginStatus')).data).toBe(4);

    const quit = await api.post<string>('/api/sj/v1/mztLogin/quit?frontRedirectUrl=x', undefined, token);
    expect(quit.code).toBe(200);
    expect(quit.data).toBe(`${api.base}/#/loginOutTtransit`);
    expect((await api.get('/api/v1/pc/user/personal/loginInfo', token)).code).toBe(403);
    expect((await api.get('/api/sj/v1/mztLogin/loginStatus', token)).data).toBe(4);
  });

  it('reports an unverified phone with code 12 and no ticket, and a kind mismatch as success of the other kind', async () => {
    const unverified = await idpLogin(api, { action: 'unverified', loginType: '2' });
    expect(unverified.hashParams.get('code')).toBe('12');
    expect(unverified.hashParams.get('ticket')).toBeNull();
    expect(unverified.cookie).toBeNull();

    const mismatch = await idpLogin(api, { action: 'enterprise', enterpriseId: 'u-ent-2', loginType: '1' });
    expect(mismatch.hashParams.get('code')).toBe('11');
    expect(mismatch.hashParams.get('kind')).toBe('2');
  });

  it('loginCheck answers the callback directly when the platform cookie holds a live login of that type', async () => {
    const result = await idpLogin(api, {
      action: 'enterprise',
      enterpriseId: 'u-ent-1',
      loginType: '2',
    });
    const { cookie, hashParams } = result;
    // the portal accepted that login (redeemed its ticket): only such a login is reused
    expect((await exchange(api, hashParams.get('ticket') ?? '', cookie)).data.loginStatus).toBe(2);
    const withCookie = await fetch(
      `${api.base}/api/sj/v1/mztLogin/loginCheck?frontRedirectUrl=${encodeURIComponent('/#/indexHome')}&loginType=2`,
      { headers: { cookie: browserCookies(result) } },
    );
    const answer = (await withCookie.json()) as { code: number; data: string };
    expect(answer.data).toMatch(/\/#\/checkLogin\?code=11&ticket=[0-9a-f]{32}&kind=2&redirectUrl=/);

    const otherKind = await fetch(
      `${api.base}/api/sj/v1/mztLogin/loginCheck?frontRedirectUrl=x&loginType=1`,
      { headers: { cookie: browserCookies(result) } },
    );
    expect(((await otherKind.json()) as { data: string }).data).toContain('/__idp/login?loginType=1');

    const noCookie = await api.get<string>('/api/sj/v1/mztLogin/loginCheck?frontRedirectUrl=x&loginType=2');
    expect(noCookie.data).toContain('/__idp/login?loginType=2');
  });

  it('stores a street code for an enterprise without county', async () => {
    const token = await login(api, 'enterprise', 'u-ent-2');
    const before = await api.get<{ countyCode?: string }>('/api/manage/gj/v1/pcLogin/pcLogin', token);
    expect(before.data.countyCode).toBeUndefined();
    expect(
      (await api.post('/api/manage/gj/v1/pcLogin/countyInfo', { countyCode: '999999001' }, token)).code,
    ).toBe(400);
    expect(
      (await api.post('/api/manage/gj/v1/pcLogin/countyInfo', { countyCode: '350582003' }, token)).code,
    ).toBe(200);
    const after = await api.get<{ countyCode?: string }>('/api/manage/gj/v1/pcLogin/pcLogin', token);
    expect(after.data.countyCode).toBe('350582003');
    expect((await api.post('/api/manage/gj/v1/pcLogin/countyInfo', { countyCode: '350582003' })).code).toBe(
      403,
    );
  });

  it('rejects an invalid loginType and enterprise account on the IdP', async () => {
    expect((await api.get('/api/sj/v1/mztLogin?loginType=7')).code).toBe(400);
    const state = freshState();
    const res = await fetch(`${api.base}/__idp/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        cookie: await startLogin(api, '2', state),
      },
      body: `action=enterprise&enterpriseId=nobody&loginType=2&state=${state}`,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('请选择有效的演示企业账号');
  });

  it('lists the sibling systems with working demo pages', async () => {
    const list = await api.get<{ systemCode: string; pcUrl: string }[]>('/api/sj/v1/commons/systemInfo');
    expect(list.data.map((s) => s.systemCode).sort()).toEqual([
      'aiAssistant',
      'calculator',
      'creditLoan',
      'innovationVoucher',
      'listingConsult',
    ]);
    const voucher = list.data.find((s) => s.systemCode === 'innovationVoucher');
    const page = await fetch(`${voucher?.pcUrl}?token=abc&from=<b>x</b>`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('科技创新券服务平台');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('href="/#/indexHome"');
  });
});
