// @vitest-environment node
// No other site acts in the visitor's name: cross-site writes to /__demo and /__idp are refused, the identity
// stand-in logs in only for a login the portal started in that browser, a refused login leaves no session,
// and a public demo can switch the test controls off.
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/lib/auth';
import { MSG_NOT_STARTED } from '../../server/routes/idp-routes';
import {
  apiForFile,
  browserCookies,
  exchange,
  freshState,
  idpLogin,
  rawRequest,
  startApi,
  startLogin,
  type TestApi,
} from './helpers';

let api: TestApi;
apiForFile((started) => (api = started));

const stats = async () => (await (await fetch(`${api.base}/__demo/stats`)).json()) as { sessions: number };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
/** Posts the identity stand-in's login form with these extra headers (origin, cookie). */
const postIdpLogin = (headers: Record<string, string>, body: string) =>
  rawRequest(api, 'POST', '/__idp/login', { ...FORM, ...headers }, body);
/** What the attacker page submits: an enterprise login with any state. */
const ATTACK = form({ loginType: '2', action: 'enterprise', enterpriseId: 'u-ent-3', state: freshState() });

describe('cross-site requests', () => {
  it('refuses a POST to /__demo/reset from another site and keeps every session', async () => {
    await idpLogin(api, { action: 'person' });
    const before = (await stats()).sessions;
    expect(before).toBeGreaterThan(0);
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: api.base },
    ];
    for (const headers of attempts) {
      const answer = await rawRequest(api, 'POST', '/__demo/reset', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).not.toContain('"ok"');
    }
    expect((await stats()).sessions).toBe(before);
    // the portal's own pages and tools without a browser's Origin keep working
    expect((await rawRequest(api, 'POST', '/__demo/reset', { Origin: api.base })).status).toBe(200);
    expect((await rawRequest(api, 'POST', '/__demo/reset', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      200,
    );
    expect((await rawRequest(api, 'POST', '/__demo/reset')).status).toBe(200);
    expect((await stats()).sessions).toBe(0);
  });

  it('refuses the cross-site login form with 403 and sets no platform cookie', async () => {
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const answer = await postIdpLogin(crossSite, ATTACK);
    expect(answer.status).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the identity stand-in logs in only for a login the portal started', () => {
  it('refuses a form whose state the portal never started, or started in another browser, or already used', async () => {
    await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
    // no Origin at all (an old browser, a privacy extension): the missing start still refuses it
    const bare = await postIdpLogin({}, ATTACK);
    expect(bare.status).toBe(403);
    expect(bare.body).toContain(MSG_NOT_STARTED);
    expect(bare.headers['set-cookie']).toBeUndefined();

    // the attacker starts a login on the portal himself and hands its state to the victim's browser
    const state = freshState();
    const attackerStart = await startLogin(api, '2', state);
    expect(attackerStart).toMatch(/^qz_login_start=[0-9a-f]{32}$/);
    const fields = { loginType: '2', action: 'enterprise', enterpriseId: 'u-ent-3', state };
    const victimStart = await startLogin(api, '2', freshState());
    const stolen = await postIdpLogin({ cookie: victimStart }, form(fields));
    expect(stolen.status).toBe(403);
    // one-time: the state is spent, even for the browser that started it
    const replay = await postIdpLogin({ cookie: attackerStart }, form(fields));
    expect(replay.status).toBe(403);
    expect((await stats()).sessions).toBe(0);
  });

  it('ends a login whose callback the portal refused, and loginCheck shows the identity page', async () => {
    await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
    // a login started and chosen in this browser whose callback the portal then refused (never redeemed)
    const refused = await idpLogin(api, { action: 'enterprise', enterpriseId: 'u-ent-3', loginType: '2' });
    expect(refused.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    const check = await fetch(
      `${api.base}/api/sj/v1/mztLogin/loginCheck?loginType=2&frontRedirectUrl=x&state=${freshState()}`,
      { headers: { cookie: refused.cookie ?? '' } },
    );
    const answer = (await check.json()) as { data: string };
    expect(new URL(answer.data).pathname).toBe('/__idp/login');
    expect(check.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
    expect((await stats()).sessions).toBe(0);
    // and its ticket no longer yields anything
    expect((await exchange(api, refused.hashParams.get('ticket') ?? '', refused.cookie)).data).toEqual({
      loginStatus: 4,
    });
  });

  it('reuses an accepted platform login for loginCheck', async () => {
    const own = await idpLogin(api, { action: 'enterprise', enterpriseId: 'u-ent-1', loginType: '2' });
    expect((await exchange(api, own.hashParams.get('ticket') ?? '', own.cookie)).data.loginStatus).toBe(2);
    const check = await fetch(
      `${api.base}/api/sj/v1/mztLogin/loginCheck?loginType=2&frontRedirectUrl=x&state=${freshState()}`,
      { headers: { cookie: browserCookies(own) } },
    );
    expect(((await check.json()) as { data: string }).data).toMatch(/#\/checkLogin\?code=11&ticket=/);
  });
});

describe('DEMO_TOOLS', () => {
  it('keeps the test controls off unless a test or npm start turns them on', async () => {
    const previous = process.env.DEMO_TOOLS;
    delete process.env.DEMO_TOOLS;
    const plain = await startApi({ demoTools: undefined });
    try {
      const captcha = (await plain.get<{ uuid: string }>('/api/gj/v1/gjSms/captchaImage')).data;
      expect((await fetch(`${plain.base}/__demo/captcha?uuid=${captcha.uuid}`)).status).toBe(404);
      expect((await fetch(`${plain.base}/__demo/sms?phone=13800000000`)).status).toBe(404);
    } finally {
      if (previous !== undefined) process.env.DEMO_TOOLS = previous;
      await plain.close();
    }
  });
});

describe('DEMO_TOOLS=0', () => {
  it('switches the test controls off and keeps the stand-in pages the portal links to', async () => {
    const quiet = await startApi({ demoTools: false });
    try {
      for (const path of ['sms?phone=13800000000', 'captcha?uuid=x', 'consultations', 'stats', 'endpoints'])
        expect((await fetch(`${quiet.base}/__demo/${path}`)).status, path).toBe(404);
      expect((await fetch(`${quiet.base}/__demo/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${quiet.base}/__demo/sites/creditLoan`)).status).toBe(200);
      expect((await quiet.get('/api/sj/v1/mztLogin/loginStatus')).data).toBe(4);
    } finally {
      await quiet.close();
    }
  });
});
