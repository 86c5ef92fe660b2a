// @vitest-environment node
// Only the portal itself changes state: every non-GET /api route is in the table, and every state change sent from
// another origin, with Sec-Fetch-Site cross-site or same-site, or with the platform cookie but no Authorization
// header, is refused with nothing changed; the portal's own requests still go through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../server/app';
import { STATE_CHANGE_ROUTES, stateChangeNeed } from '../../server/lib/state-change-guard';
import { paths } from '../../src/shared/api/paths';
import { auth, browserCookies, exchange, idpLogin, KEY, rawRequest, startApi, type TestApi } from './helpers';

let api: TestApi;
let person: { token: string; cookie: string };
let company: { token: string; cookie: string };

async function browserLogin(kind: 'person' | 'enterprise'): Promise<{ token: string; cookie: string }> {
  const result = await idpLogin(
    api,
    kind === 'person'
      ? { action: 'person' }
      : { action: 'enterprise', enterpriseId: 'u-ent-1', loginType: '2' },
  );
  const answer = await exchange(api, result.hashParams.get('ticket') ?? '', result.cookie);
  return { token: answer.data.token ?? '', cookie: browserCookies(result) };
}

beforeAll(async () => {
  api = await startApi();
  person = await browserLogin('person');
  company = await browserLogin('enterprise');
});
afterAll(() => api.close());

const SAMPLE_PARAMS: Record<string, string> = { id: 'p-0014', authCode: '123456', policyId: 'p-0001' };
const concrete = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1');
/** A JSON body each route would otherwise take seriously (the refusal must come before it is read). */
const SAMPLE_BODY = JSON.stringify({
  countyCode: '350582001',
  answers: { q1: 'a' },
  title: '项目',
  content: '催办',
  ids: ['m-1'],
  recvPhone: '13800000000',
  type: 19,
  records: [],
});

const JSON_HEADERS = {
  'Content-Type': 'application/json',
  'Content-Length': String(Buffer.byteLength(SAMPLE_BODY)),
};

/** What the visitors and the site would notice: their lists, infos, drafts, logins, and the site's stores. */
async function fingerprint(): Promise<string> {
  const reads = async (token: string, list: string[]) =>
    Promise.all(list.map(async (path) => JSON.stringify((await api.get(path, token)).data)));
  const common = [
    paths.myApplyPage(1, 20),
    paths.myEnjoyPage(1, 20),
    paths.myUrgePage(1, 20),
    paths.myConsultPage(1, 20),
    paths.myMessagePage(1, 20),
    paths.projectPage(1, 20),
    paths.applyDraft('p-0001'),
    paths.formRecord,
    paths.loginStatus,
    paths.enterpriseLogin,
  ];
  const demo = await Promise.all(
    ['stats', 'consultations', 'access-logs'].map(async (p) =>
      (await fetch(`${api.base}/__demo/${p}`)).text(),
    ),
  );
  return JSON.stringify([
    await reads(person.token, [...common, paths.personalLoginInfo]),
    await reads(company.token, [...common, paths.bankAccountChanges('e-1001', 1, 10)]),
    // the server's own measures (heap bytes, request counts) are not state a visitor changes
    demo.map((text) => text.replace(/"(\w*Bytes|\w*Ms|requests)":[\d.]+,?/g, '')),
  ]);
}

describe('the table of state changes', () => {
  it('names every non-GET /api route the app registers, so a new one cannot be forgotten', () => {
    const app = createDemoApi({ sm4Key: KEY, origin: 'http://localhost:1', demoTools: true }) as unknown as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    };
    const registered = app.router.stack
      .flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
          : [],
      )
      .filter((r) => r.includes(' /api/') && !r.startsWith('GET ') && !r.startsWith('HEAD '));
    expect(registered.length).toBeGreaterThan(15);
    const table = STATE_CHANGE_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect([...registered].sort()).toEqual([...table].sort());
  });

  it('treats a route missing from the table as a logged-in user’s change', () => {
    expect(stateChangeNeed('POST', '/api/manage/gj/v1/pcUser/brand-new')).toBe('signed-in');
    expect(stateChangeNeed('POST', paths.freeReceive('p-0002'))).toBe('signed-in');
    expect(stateChangeNeed('POST', paths.personalPolicyPage(1, 10))).toBe('read');
  });
});

describe('a state change needs the portal itself', () => {
  const changes = STATE_CHANGE_ROUTES.filter((r) => r.need !== 'read');

  it('refuses every state change from another origin or another site, even with a valid token', async () => {
    const before = await fingerprint();
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://127.0.0.1:1' },
    ];
    for (const route of changes) {
      for (const who of [person, company]) {
        for (const headers of foreign) {
          const answer = await rawRequest(
            api,
            route.method,
            concrete(route.path),
            { ...JSON_HEADERS, cookie: who.cookie, ...auth(who.token), ...headers },
            SAMPLE_BODY,
          );
          expect(answer.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(403);
          expect(answer.body).not.toContain('"code":200');
        }
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses every logged-in user’s change made with the platform cookie but no Authorization header', async () => {
    const before = await fingerprint();
    for (const route of changes.filter((r) => r.need !== 'anyone')) {
      for (const who of [person, company]) {
        const answer = await rawRequest(
          api,
          route.method,
          concrete(route.path),
          { ...JSON_HEADERS, cookie: who.cookie },
          SAMPLE_BODY,
        );
        const envelope = JSON.parse(answer.body) as { code: number | string };
        expect(String(envelope.code), `${route.method} ${route.path}`).toBe(
          route.path.startsWith('/api/sj/') ? '10001' : '403',
        );
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('no GET changes state: the platform logout is a POST', async () => {
    const answer = await rawRequest(api, 'GET', `${paths.mztQuit}?frontRedirectUrl=x`, {
      cookie: person.cookie,
    });
    expect(answer.body).not.toContain('退出成功');
    expect((await api.get(paths.loginStatus, person.token)).data).toBe(1);
  });

  it('lets the portal’s own page act: with its header from its origin, and the cookie-only quit from its page', async () => {
    const own = { 'Content-Type': 'application/json', Origin: api.base, 'Sec-Fetch-Site': 'same-origin' };
    const received = await rawRequest(
      api,
      'POST',
      paths.freeReceive('p-0014'),
      { ...own, cookie: person.cookie, ...auth(person.token) },
      '{}',
    );
    expect(JSON.parse(received.body)).toMatchObject({ code: 200 });
    // a logout the platform did not confirm is finished from the portal's page once no token is held
    const quit = await rawRequest(api, 'POST', `${paths.mztQuit}?frontRedirectUrl=x`, {
      ...own,
      cookie: company.cookie,
    });
    expect(JSON.parse(quit.body)).toMatchObject({ code: 200, msg: '退出成功' });
    expect((await api.get(paths.loginStatus, company.token)).data).toBe(4);
  });
});

describe('the portal’s cookies', () => {
  it('are HttpOnly and SameSite=Lax on http, and __Host- prefixed and Secure when the portal is served over https', async () => {
    const plain = await fetch(
      `${api.base}/api/sj/v1/mztLogin?loginType=1&frontRedirectUrl=x&state=${'a'.repeat(32)}`,
    );
    const plainCookie = plain.headers.getSetCookie()[0] ?? '';
    expect(plainCookie).toMatch(
      /^qz_login_start=[0-9a-f]{32}; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );

    const secure = await startApi({ origin: 'https://zc.quanzhou.example' });
    try {
      const start = await fetch(
        `${secure.base}/api/sj/v1/mztLogin?loginType=1&frontRedirectUrl=x&state=${'b'.repeat(32)}`,
      );
      const startCookie = (start.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      expect(start.headers.getSetCookie()[0]).toMatch(
        /^__Host-qz_login_start=[0-9a-f]{32};.*Path=\/;.*HttpOnly; Secure; SameSite=Lax$/,
      );
      const idp = await fetch(`${secure.base}/__idp/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie: startCookie },
        body: new URLSearchParams({ loginType: '1', action: 'person', state: 'b'.repeat(32) }).toString(),
      });
      expect(idp.status).toBe(302);
      const session = idp.headers.getSetCookie().find((c) => c.includes('qz_mzt_sid'));
      expect(session).toMatch(/^__Host-qz_mzt_sid=[0-9a-f]{32};.*Path=\/;.*HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });
});
