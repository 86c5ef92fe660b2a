// Shared helpers of the server tests: start the demo API on a free port, log in through the IdP stand-in.
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeDemoApi, createDemoApi, type DemoApiOptions } from '../../server/app';
import type { StoreOptions } from '../../server/lib/db/database';
import { createPortalServer, DEFAULT_TIMEOUTS, type ServerTimeouts } from '../../server/lib/http-server';
import { sm4EncryptBase64 } from '../../src/shared/api/sm4';
import { paths } from '../../src/shared/api/paths';
import { afterAll, beforeAll } from 'vitest';

if (!process.env.VITE_SM4_KEY) process.loadEnvFile('.env');
export const KEY = process.env.VITE_SM4_KEY ?? '';

export interface Envelope<T = unknown> {
  code: number | string;
  msg: string;
  data: T;
}

export interface TestApi {
  base: string;
  port: number;
  close(): Promise<void>;
  get<T = unknown>(path: string, token?: string): Promise<Envelope<T>>;
  post<T = unknown>(path: string, body: unknown, token?: string): Promise<Envelope<T>>;
}

export function auth(token: string): Record<string, string> {
  return { Authorization: sm4EncryptBase64(token, KEY) };
}

export interface StartOptions extends Omit<DemoApiOptions, 'sm4Key'> {
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * The demo API on a free port of 127.0.0.1 behind the same Node server (and timeouts) as `npm start`.
 * Its configured origin is that address unless `origin` says otherwise.
 */
export async function startApi(options: StartOptions = {}): Promise<TestApi> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createPortalServer((req, res) => handle(req, res), {
    ...DEFAULT_TIMEOUTS,
    ...options.timeouts,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const { timeouts: _timeouts, ...apiOptions } = options;
  // the tests read captcha and SMS answers from the demo tools, so they turn them on unless told otherwise
  const app = createDemoApi({
    sm4Key: KEY,
    origin: base,
    demoTools: true,
    ...apiOptions,
    ...testStore(options),
  });
  handle = app;
  const headers = (token?: string): Record<string, string> => (token ? auth(token) : {});
  return {
    base,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeDemoApi(app);
    },
    async get<T>(path: string, token?: string) {
      const res = await fetch(base + path, { headers: headers(token) });
      return (await res.json()) as Envelope<T>;
    },
    async post<T>(path: string, body: unknown, token?: string) {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers(token) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Envelope<T>;
    },
  };
}

/**
 * Where a test instance keeps its data: SQLite in memory unless the test names a store; with
 * TEST_DATABASE_URL set (the PostgreSQL pass of CI) PostgreSQL, each instance in a schema of its own (the
 * folder's name when the test names one, so a restart finds its data again; else a fresh one, dropped at close).
 */
/** Where a test instance started with `store: { dataDir }` keeps its data: that folder, or its PostgreSQL schema. */
export function storeOf(dataDir: string): StoreOptions {
  return testStore({ store: { dataDir } }).store ?? { dataDir };
}

function testStore(options: StartOptions): Pick<DemoApiOptions, 'store' | 'dropSchemaOnClose'> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return {};
  const named = options.store?.dataDir;
  const schema = named
    ? `t_${createHash('sha256').update(named).digest('hex').slice(0, 16)}`
    : `t_${randomBytes(8).toString('hex')}`;
  return { store: { ...options.store, databaseUrl: url, pgSchema: schema }, dropSchemaOnClose: !named };
}

/** A login state as the portal makes one: 24 random bytes, base64url. */
export function freshState(): string {
  return randomBytes(24).toString('base64url');
}

/** The portal's start of a login (mztLogin with `state`): returns the identity page's start cookie. */
export async function startLogin(api: TestApi, loginType: string, state: string): Promise<string> {
  const start = await fetch(
    `${api.base}/api/sj/v1/mztLogin?loginType=${loginType}&frontRedirectUrl=x&state=${state}`,
  );
  return (start.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

export interface IdpResult {
  location: URL;
  hashParams: URLSearchParams;
  /** the platform cookie (`qz_mzt_sid=…`) the identity page set, if any */
  cookie: string | null;
  /** the login-start cookie (`qz_login_start=…`) of the browser that started the login */
  startCookie: string;
}

/**
 * Starts a login as the portal does (mztLogin with a fresh state, keeping the identity page's start
 * cookie), then POSTs the IdP form with that state and parses the 302 target `<origin>/#/checkLogin?...`.
 */
export async function idpLogin(api: TestApi, fields: Record<string, string>): Promise<IdpResult> {
  const form = { loginType: '1', frontRedirectUrl: '/#/indexHome', state: freshState(), ...fields };
  const startCookie = await startLogin(api, form.loginType, form.state);
  const res = await fetch(`${api.base}/__idp/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie: startCookie },
    body: new URLSearchParams(form).toString(),
  });
  if (res.status !== 302) throw new Error(`expected 302, got ${res.status}`);
  const location = new URL(res.headers.get('location') ?? '');
  const hash = location.hash;
  const query = hash.slice(hash.indexOf('?') + 1);
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  return {
    location,
    hashParams: new URLSearchParams(query),
    cookie: set.find((c) => c.startsWith('qz_mzt_sid=')) ?? null,
    startCookie,
  };
}

/** The Cookie header of the browser that logged in: its platform cookie and its login-start cookie. */
export function browserCookies(result: IdpResult): string {
  return [result.cookie, result.startCookie].filter(Boolean).join('; ');
}

/** Redeems a login ticket as a browser would: with the platform cookie it was issued for (or none). */
export async function exchange(
  api: TestApi,
  ticket: string,
  cookie: string | null,
): Promise<Envelope<{ loginStatus: number; token?: string }>> {
  const res = await fetch(`${api.base}/api/gj/v1/login/pcLoginStatus`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ ticket }),
  });
  return (await res.json()) as Envelope<{ loginStatus: number; token?: string }>;
}

/** Full login: IdP form → ticket → pcLoginStatus (with the platform cookie) → token. */
export async function login(
  api: TestApi,
  kind: 'person' | 'enterprise',
  enterpriseId = 'u-ent-1',
): Promise<string> {
  const { hashParams, cookie } = await idpLogin(
    api,
    kind === 'person' ? { action: 'person' } : { action: 'enterprise', enterpriseId, loginType: '2' },
  );
  const answer = await exchange(api, hashParams.get('ticket') ?? '', cookie);
  if (!answer.data.token) throw new Error('no token from ticket exchange');
  return answer.data.token;
}

/** The demo API with one signed-in user: what most server test files start from. */
export async function startApiWithLogin(
  kind: 'person' | 'enterprise',
  enterpriseId?: string,
): Promise<{ api: TestApi; token: string }> {
  const api = await startApi();
  return { api, token: await login(api, kind, enterpriseId) };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request: keeps the path exactly as written (no URL normalisation) and allows a Host header. */
export function rawRequest(
  api: TestApi,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: api.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A fresh demo API with the demo person and the first demo enterprise logged in. */
export async function startWithDemoUsers(): Promise<{ api: TestApi; person: string; company: string }> {
  const api = await startApi();
  return { api, person: await login(api, 'person'), company: await login(api, 'enterprise') };
}

/**
 * The demo API for the calling file's tests: started before the first (and handed to `use`), closed after the last.
 */
export function apiForFile(use: (api: TestApi) => void, options: StartOptions = {}): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startApi(options);
    use(api);
  });
  afterAll(() => api?.close());
}

export interface DemoUsers {
  api: TestApi;
  person: string;
  company: string;
}

/**
 * The demo API with the demo person and the first demo enterprise logged in, for the calling file's tests:
 * started before the first (and handed to `use`), closed after the last.
 */
export function demoUsersForFile(use: (started: DemoUsers) => void): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    const started = await startWithDemoUsers();
    api = started.api;
    use(started);
  });
  afterAll(() => api?.close());
}

/** A new picture captcha from the API at `base`, and its answer (from the demo tools). */
export async function demoCaptcha(base: string): Promise<{ uuid: string; text: string }> {
  const captcha = (await (await fetch(`${base}${paths.captchaImage}`)).json()) as Envelope<{ uuid: string }>;
  const { text } = (await (await fetch(`${base}/__demo/captcha?uuid=${captcha.data.uuid}`)).json()) as {
    text: string;
  };
  return { uuid: captcha.data.uuid, text };
}

/**
 * Asks the API at `base` for an SMS code as the consultation form does: the picture captcha first (its answer from
 * the demo tools), then the code, sent to `host` from `localAddress` (another address is another client).
 */
export async function sendSmsCode(
  base: string,
  phone: string,
  { host = '127.0.0.1', localAddress }: { host?: string; localAddress?: string } = {},
): Promise<Envelope> {
  const { uuid, text } = await demoCaptcha(base);
  const body = JSON.stringify({ type: 19, recvPhone: phone, uuid, captcha: text });
  const port = Number(new URL(base).port);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        localAddress,
        method: 'POST',
        path: paths.sendCode,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let data = '';
        res.on('data', (c: Buffer) => (data += c.toString('utf8')));
        res.on('end', () => resolve(JSON.parse(data) as Envelope));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
