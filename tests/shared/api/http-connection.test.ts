// @vitest-environment jsdom
// The fetch client feeds the connection state: lie-fi after spent retries, cleared by the first answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/shared/api/http';
import { SW_FALLBACK_HEADER } from '../../../src/shared/api/sw-fallback';
import { overrideEnv } from '../../../src/shared/config/env';
import { connectionState, resetConnectionForTests } from '../../../src/shared/offline/connection';
import { setOnline } from '../../../src/shared/offline/online-status';

const ok = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: 1 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const PATH = '/api/open/gj/v1/index/hotWord';

let fetchMock: ReturnType<typeof vi.fn>;
let browserOnline = true;

beforeEach(() => {
  browserOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  overrideEnv({ timeoutPrimaryMs: 120000, timeoutSecondMs: 500000 });
  resetConnectionForTests();
  setOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the fetch client and the connection state', () => {
  it('retries wait 1 s each; once spent, the connection is unstable', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = request(PATH).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(connectionState()).toBe('online');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toMatchObject({ kind: 'network' });
    expect(connectionState()).toBe('unstable');

    fetchMock.mockResolvedValueOnce(ok());
    await expect(request(PATH)).resolves.toBe(1);
    expect(connectionState()).toBe('online');
  });

  it('a timeout is a slow server, not a dead line: the connection stays online', async () => {
    vi.useFakeTimers();
    overrideEnv({ timeoutPrimaryMs: 2000 });
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const result = request(PATH).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ kind: 'timeout' });
    expect(connectionState()).toBe('online');
  });

  it('with the browser offline, fails at once without retrying', async () => {
    browserOnline = false;
    setOnline(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request(PATH)).rejects.toMatchObject({ kind: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(connectionState()).toBe('offline');
  });

  it("the worker's cached stand-in for a failed call counts as unreachable, not as an answer", async () => {
    fetchMock.mockResolvedValueOnce(ok({ [SW_FALLBACK_HEADER]: 'network-failed' }));
    await expect(request(PATH)).resolves.toBe(1);
    expect(connectionState()).toBe('unstable');
  });
});
