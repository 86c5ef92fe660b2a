import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropRefusedAnswerPlugin, publicAnswerPlugin } from '../../sw/public-answer-plugin';

const cacheWillUpdate = publicAnswerPlugin.cacheWillUpdate!;
const request = new Request('http://localhost/api/open/gj/v1/index/hotWord');

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** What the worker would store: the response itself, or nothing. */
async function stored(response: Response): Promise<Response | null | undefined | void> {
  return cacheWillUpdate({ request, response, event: undefined as never, state: undefined });
}

describe('the worker caches only public, successful answers', () => {
  it.each(['200', '0000', '0001'])('keeps a 200 whose envelope code is %s', async (code) => {
    const response = answer({ code, data: [] });
    expect(await stored(response)).toBe(response);
  });

  it('keeps a numeric success code as well', async () => {
    const response = answer({ code: 200, data: [] });
    expect(await stored(response)).toBe(response);
  });

  it('leaves the body readable for the page after checking it', async () => {
    const response = answer({ code: '200', data: ['x'] });
    const kept = await stored(response);
    expect(await kept!.json()).toEqual({ code: '200', data: ['x'] });
  });

  it.each([404, 500, 503, 206])('refuses HTTP %s', async (status) => {
    expect(await stored(answer({ code: '200', data: [] }, { status }))).toBeNull();
  });

  it.each(['403', '600', '500', '10001', undefined])('refuses an error envelope (code %s)', async (code) => {
    expect(await stored(answer({ code, msg: '请登录' }))).toBeNull();
  });

  it.each(['private, max-age=60', 'no-store', 'No-Store'])(
    'refuses a private answer (Cache-Control: %s)',
    async (cacheControl) => {
      const response = answer({ code: '200', data: [] }, { headers: { 'Cache-Control': cacheControl } });
      expect(await stored(response)).toBeNull();
    },
  );

  it.each(['Authorization', 'Accept-Encoding, Cookie'])(
    'refuses an answer that varies by user (Vary: %s)',
    async (vary) => {
      expect(await stored(answer({ code: '200' }, { headers: { Vary: vary } }))).toBeNull();
    },
  );

  it('refuses a body that is not JSON', async () => {
    expect(await stored(answer('<html>gateway error</html>'))).toBeNull();
  });

  it('keeps a public answer with ordinary caching headers', async () => {
    const response = answer(
      { code: '200', data: {} },
      { headers: { 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Encoding' } },
    );
    expect(await stored(response)).toBe(response);
  });
});

describe('a cached answer the server now refuses leaves the cache', () => {
  const deleted: string[] = [];
  const opened: string[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    deleted.length = 0;
    opened.length = 0;
  });

  async function afterFetch(response: Response): Promise<Response | undefined | void> {
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        opened.push(name);
        return { delete: async (r: Request) => (deleted.push(r.url), true) };
      },
    });
    const fetchDidSucceed = dropRefusedAnswerPlugin('api-swr').fetchDidSucceed!;
    return fetchDidSucceed({ request, response, event: undefined as never, state: undefined });
  }

  it('drops the entry on a 600 maintenance notice and hands the notice to the page', async () => {
    const response = answer({ code: 600, msg: '系统维护中', data: null });
    expect(await afterFetch(response)).toBe(response);
    expect(opened).toEqual(['api-swr']);
    expect(deleted).toEqual([request.url]);
  });

  it('keeps the entry when the server answers successfully', async () => {
    await afterFetch(answer({ code: 200, data: {} }));
    expect(deleted).toEqual([]);
  });

  it('keeps the entry for offline use when the failure is HTTP or not an envelope', async () => {
    await afterFetch(answer({ code: 500 }, { status: 502 }));
    await afterFetch(answer('<html>gateway error</html>'));
    expect(deleted).toEqual([]);
  });
});
