// @vitest-environment node
// The login is bound to the browser that started it, tickets and sessions expire, and every redirect
// is built from the configured origin whatever Host the request claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../server/app';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../server/lib/auth';
import { TICKET_TTL_MS } from '../../server/lib/login-flow';
import { SWEEP_EVERY_MS } from '../../server/lib/sweep';
import {
  exchange,
  freshState,
  idpLogin,
  KEY,
  rawRequest,
  startApi,
  startLogin,
  type TestApi,
} from './helpers';

const STATE = 'Zk3v9QmT7xLw2PbR8nYc';
let now = Date.UTC(2026, 0, 5, 2, 0, 0);
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ clock: () => now });
});
afterAll(() => api.close());

const stats = async () =>
  (await (await fetch(`${api.base}/__demo/stats`)).json()) as { sessions: number; tickets: number };

describe('login state', () => {
  it('carries the portal state from the login start through the identity page to the callback', async () => {
    const start = await api.get<string>(
      `/api/sj/v1/mztLogin/loginCheck?loginType=2&frontRedirectUrl=x&state=${STATE}`,
    );
    expect(new URL(start.data).searchParams.get('state')).toBe(STATE);
    const page = await (await fetch(start.data)).text();
    expect(page).toContain(`<input type="hidden" name="state" value="${STATE}">`);

    const { hashParams, cookie } = await idpLogin(api, {
      action: 'enterprise',
      enterpriseId: 'u-ent-1',
      loginType: '2',
      state: STATE,
    });
    expect(hashParams.get('state')).toBe(STATE);
    const again = await fetch(
      `${api.base}/api/sj/v1/mztLogin/loginCheck?loginType=2&frontRedirectUrl=x&state=${STATE}x`,
      { headers: { cookie: cookie ?? '' } },
    );
    expect(((await again.json()) as { data: string }).data).toContain(`&state=${STATE}x&`);
  });

  it('refuses a state that is not a plain token', async () => {
    const answer = await api.get(`/api/sj/v1/mztLogin?loginType=1&state=${encodeURIComponent('<b>"x"</b>')}`);
    expect(answer).toMatchObject({ code: 400, msg: '参数 state 格式不正确' });
  });
});

describe('ticket binding', () => {
  it('gives the token only to the browser whose platform cookie the ticket was issued for', async () => {
    const attacker = await idpLogin(api, { action: 'enterprise', enterpriseId: 'u-ent-1', loginType: '2' });
    const victim = await idpLogin(api, { action: 'person' });
    const ticket = attacker.hashParams.get('ticket') ?? '';

    expect((await exchange(api, ticket, victim.cookie)).data).toEqual({ loginStatus: 4 });
    // one-time: the refused attempt used the ticket up, and ended the login it belonged to
    expect((await exchange(api, ticket, attacker.cookie)).data).toEqual({ loginStatus: 4 });
    expect((await exchange(api, ticket, attacker.cookie)).data.token).toBeUndefined();

    const fresh = await idpLogin(api, { action: 'person' });
    expect((await exchange(api, fresh.hashParams.get('ticket') ?? '', null)).data).toEqual({
      loginStatus: 4,
    });
    const own = await idpLogin(api, { action: 'person' });
    const answer = await exchange(api, own.hashParams.get('ticket') ?? '', own.cookie);
    expect(answer.data.token).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('expiry', () => {
  it('refuses a ticket redeemed after its lifetime and purges unredeemed ones', async () => {
    await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
    const late = await idpLogin(api, { action: 'person' });
    await idpLogin(api, { action: 'person' });
    expect((await stats()).tickets).toBe(2);
    now += TICKET_TTL_MS + 1;
    expect(
      (await exchange(api, late.hashParams.get('ticket') ?? '', late.cookie)).data.token,
    ).toBeUndefined();
    now += SWEEP_EVERY_MS;
    await api.get('/api/sj/v1/mztLogin/loginStatus');
    expect((await stats()).tickets).toBe(0);
  });

  it('ends an idle session, ends any session after its maximum age, and purges both', async () => {
    await fetch(`${api.base}/__demo/reset`, { method: 'POST' });
    const idle = await idpLogin(api, { action: 'person' });
    const idleToken = (await exchange(api, idle.hashParams.get('ticket') ?? '', idle.cookie)).data.token;
    const busy = await idpLogin(api, { action: 'person' });
    const busyToken = (await exchange(api, busy.hashParams.get('ticket') ?? '', busy.cookie)).data.token;
    expect((await stats()).sessions).toBe(2);

    now += SESSION_IDLE_MS - 60_000;
    expect((await api.get('/api/sj/v1/mztLogin/loginStatus', busyToken)).data).toBe(1);
    now += 120_000;
    expect((await api.get('/api/sj/v1/mztLogin/loginStatus', idleToken)).data).toBe(4);
    expect((await stats()).sessions).toBe(1);

    // kept busy every hour, the other session still ends at its maximum age
    const steps = Math.ceil(SESSION_MAX_MS / 3_600_000);
    let lastAnswer: unknown = 1;
    for (let i = 0; i < steps; i += 1) {
      now += 3_600_000;
      lastAnswer = (await api.get('/api/sj/v1/mztLogin/loginStatus', busyToken)).data;
    }
    expect(lastAnswer).toBe(4);
    expect((await stats()).sessions).toBe(0);

    // a session nobody asks for again is purged by the sweep, not kept for ever
    await idpLogin(api, { action: 'person' });
    expect((await stats()).sessions).toBe(1);
    now += SESSION_IDLE_MS + SWEEP_EVERY_MS;
    await api.get('/api/sj/v1/mztLogin/loginStatus');
    expect((await stats()).sessions).toBe(0);
  });
});

describe('origin', () => {
  it('builds every redirect from the configured origin and ignores a forged Host', async () => {
    const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };
    const state = freshState();
    const startCookie = await startLogin(api, '1', state);
    const post = await rawRequest(
      api,
      'POST',
      '/__idp/login',
      { ...forged, 'Content-Type': 'application/x-www-form-urlencoded', cookie: startCookie },
      `action=person&loginType=1&frontRedirectUrl=%2F%23%2FindexHome&state=${state}`,
    );
    expect(post.status).toBe(302);
    const location = String(post.headers.location);
    expect(location.startsWith(`${api.base}/#/checkLogin?code=11&ticket=`)).toBe(true);
    expect(location).not.toContain('evil');

    for (const path of ['/api/sj/v1/mztLogin?loginType=1', '/api/sj/v1/mztLogin/loginCheck?loginType=1']) {
      const answer = JSON.parse((await rawRequest(api, 'GET', path, forged)).body) as { data: string };
      expect(answer.data.startsWith(`${api.base}/__idp/login?`), path).toBe(true);
    }
    const systems = JSON.parse((await rawRequest(api, 'GET', '/api/sj/v1/commons/systemInfo', forged)).body);
    expect(JSON.stringify(systems)).not.toContain('evil');
  });

  it('defaults to http://localhost:<port> of the server itself', async () => {
    const local = await startApi({ origin: '' });
    try {
      const answer = await rawRequest(local, 'GET', '/api/sj/v1/mztLogin?loginType=1', {
        Host: 'evil.example',
      });
      const data = (JSON.parse(answer.body) as { data: string }).data;
      expect(data.startsWith(`http://localhost:${local.port}/__idp/login?`)).toBe(true);
    } finally {
      await local.close();
    }
  });

  it('refuses a configured origin that is not an http(s) origin', () => {
    expect(() => createDemoApi({ sm4Key: KEY, origin: 'https://portal.example/path' })).toThrow(
      /origin without path/,
    );
    expect(() => createDemoApi({ sm4Key: KEY, origin: 'portal' })).toThrow(/must be an origin/);
  });
});
