// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/shared/api/http';
import { RETRY_DELAY_MS } from '../../../src/shared/config/env';
import { ApiError } from '../../../src/shared/api/api-error';
import { onApiError } from '../../../src/shared/api/error-bus';
import { sessionStore } from '../../../src/shared/auth/session';
import { sm4DecryptBase64 } from '../../../src/shared/api/sm4';
import { overrideEnv } from '../../../src/shared/config/env';
import { number, object, text } from '../../../src/shared/api/schema';

const KEY = '0123456789abcdeffedcba9876543210';
const ok = (data: unknown, code: unknown = 200) =>
  new Response(JSON.stringify({ code, msg: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.clear();
  overrideEnv({ timeoutPrimaryMs: 120000, timeoutSecondMs: 500000 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch that never answers but honours abort, like a dead server. */
/** Lets `ms` of fake time pass, then the fetch must have been tried `tries` times in all. */
async function expectTriesAfter(ms: number, tries: number) {
  await vi.advanceTimersByTimeAsync(ms);
  expect(fetchMock).toHaveBeenCalledTimes(tries);
}

/** Lets `ms` of fake time pass, then the request must have ended like `outcome`. */
async function expectOutcomeAfter(ms: number, result: Promise<unknown>, outcome: object) {
  await vi.advanceTimersByTimeAsync(ms);
  await expect(result).resolves.toMatchObject(outcome);
}

function hangingFetch(_url: string, init: RequestInit) {
  return new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

describe('primary and second clients', () => {
  it('returns parsed data and sends cookies', async () => {
    fetchMock.mockResolvedValue(ok({ total: '12', name: 'x', extra: 1 }));
    const data = await request(
      '/api/open/gj/v1/index/applyAmount',
      {},
      object({ total: number, name: text }),
    );
    expect(data).toEqual({ total: 12, name: 'x' });
    expect(fetchMock.mock.calls[0]![1].credentials).toBe('include');
  });

  it('signs every call with base64 SM4 of the stored token', async () => {
    sessionStore.setLogin('tok_0123456789abcdef', 1);
    fetchMock.mockResolvedValue(ok(null));
    await request('/api/v1/pc/user/personal/loginInfo');
    const header = (fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization!;
    expect(sm4DecryptBase64(header, KEY)).toBe('tok_0123456789abcdef');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(ok(null));
    await request('/api/open/gj/v1/index/hotWord');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('the second client accepts 200, 0000 and 0001 and rejects other codes', async () => {
    for (const code of [200, '0000', '0001']) {
      fetchMock.mockResolvedValueOnce(ok('fine', code));
      await expect(request('/api/sj/v1/mztLogin/loginStatus')).resolves.toBe('fine');
    }
    fetchMock.mockResolvedValueOnce(ok(null, '10001'));
    await expect(request('/api/sj/v1/mztLogin/loginStatus')).rejects.toMatchObject({
      client: 'second',
      code: '10001',
    });
  });

  it('the primary client rejects 0000 and publishes the failure once', async () => {
    const seen: ApiError[] = [];
    const off = onApiError((e) => seen.push(e));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 500, msg: '服务器繁忙', data: null })));
    await expect(request('/api/open/gj/v1/index/hotWord')).rejects.toMatchObject({
      kind: 'code',
      code: '500',
      message: '服务器繁忙',
    });
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.client).toBe('primary');
  });

  it('a wrong data shape becomes a parse error naming the field', async () => {
    fetchMock.mockResolvedValue(ok({ total: 'lots' }));
    await expect(request('/api/x', {}, object({ total: number }))).rejects.toMatchObject({
      kind: 'parse',
      message: expect.stringContaining('data.total'),
    });
  });

  it('non-JSON answers and HTTP errors are typed failures', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(request('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ kind: 'parse' });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    await expect(request('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
  });
});

describe('timeouts and retries', () => {
  /** Fake clock, a server that never answers, and the request's outcome (error or data) as a promise. */
  function requestToDeadServer(path: string, init?: Parameters<typeof request>[1]): Promise<unknown> {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    return request(path, init).catch((e: unknown) => e);
  }

  it('a primary GET that times out has spent its one timeout: it is not tried again', async () => {
    overrideEnv({ timeoutPrimaryMs: 5000 });
    const result = requestToDeadServer('/api/open/gj/v1/index/hotWord');
    await expectTriesAfter(4999, 1);
    await expectOutcomeAfter(1, result, { kind: 'timeout' });
    await expectTriesAfter(60000, 1);
  });

  it('a GET failing for the network is tried again 1000 ms later, at most twice, within its one timeout', async () => {
    overrideEnv({ timeoutPrimaryMs: 5000 });
    vi.useFakeTimers();
    // the network fails after 1 s each time
    fetchMock.mockImplementation(
      () =>
        new Promise((_resolve, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 1000)),
    );
    const result = request('/api/open/gj/v1/index/hotWord').catch((e: unknown) => e);
    await expectTriesAfter(1000 + RETRY_DELAY_MS - 1, 1);
    await expectTriesAfter(1, 2);
    await expectTriesAfter(1000 + RETRY_DELAY_MS, 3);
    await expectOutcomeAfter(1000, result, { kind: 'network' });
    await expectTriesAfter(60000, 3);
  });

  it('the tries share one timeout: a retry gets only what the earlier tries left of it', async () => {
    overrideEnv({ timeoutPrimaryMs: 3000 });
    vi.useFakeTimers();
    fetchMock
      .mockImplementationOnce(
        () =>
          new Promise((_resolve, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 2000)),
      )
      .mockImplementation(hangingFetch);
    const result = request('/api/open/gj/v1/index/hotWord').catch((e: unknown) => e);
    // 2 s spent on the first try, 1 s pause, then 1 s left for the second
    await expectTriesAfter(2000 + RETRY_DELAY_MS, 2);
    await expectOutcomeAfter(1000, result, { kind: 'timeout' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a retried GET can still succeed', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok('second try'));
    const result = request('/api/open/gj/v1/index/hotWord');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(result).resolves.toBe('second try');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never repeats a POST', async () => {
    overrideEnv({ timeoutPrimaryMs: 3000 });
    const result = requestToDeadServer('/api/manage/gj/v1/pcApi', { method: 'POST', body: {} });
    await expectOutcomeAfter(30000, result, { kind: 'timeout', method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the second client uses its own timeout and does not retry', async () => {
    overrideEnv({ timeoutSecondMs: 8000 });
    const result = requestToDeadServer('/api/sj/v1/mztLogin/loginStatus');
    await expectTriesAfter(7999, 1);
    await expectOutcomeAfter(1, result, { kind: 'timeout', client: 'second' });
    await expectTriesAfter(10000, 1);
  });

  it('the configured default timeouts are 120000 ms and 500000 ms', async () => {
    const { parseEnv } = await import('../../../src/shared/config/env');
    const env = parseEnv({ VITE_SM4_KEY: KEY }, 't');
    expect(env.timeoutPrimaryMs).toBe(120000);
    expect(env.timeoutSecondMs).toBe(500000);
    expect(() => parseEnv({ VITE_SM4_KEY: 'nope', VITE_TIMEOUT_PRIMARY: '-1' }, 't')).toThrow(
      /VITE_SM4_KEY.*VITE_TIMEOUT_PRIMARY/,
    );
  });
});

describe('timeout override for diagnosis', () => {
  it('only shortens timeouts and ignores malformed values', async () => {
    const { applyTimeoutOverride, parseEnv } = await import('../../../src/shared/config/env');
    const env = parseEnv({ VITE_SM4_KEY: KEY }, 't');
    expect(applyTimeoutOverride(env, '{"primary":2000}').timeoutPrimaryMs).toBe(2000);
    expect(applyTimeoutOverride(env, '{"primary":999999999}').timeoutPrimaryMs).toBe(120000);
    expect(applyTimeoutOverride(env, '{"primary":10}').timeoutPrimaryMs).toBe(120000);
    expect(applyTimeoutOverride(env, 'garbage')).toEqual(env);
    expect(applyTimeoutOverride(env, null)).toEqual(env);
  });
});
