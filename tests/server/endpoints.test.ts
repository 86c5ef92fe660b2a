// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/api/paths';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface Endpoint {
  method: string;
  path: string;
  host: string;
  seed: boolean;
  auth: string;
  assumed: boolean;
}

const samples: Record<string, unknown[]> = { publicityPage: ['notice', 1, 10] };

describe('/__demo/endpoints', () => {
  it('lists every path of paths.ts with its host', async () => {
    const list = (await (await fetch(`${api.base}/__demo/endpoints`)).json()) as Endpoint[];
    const patterns = list.map((e) => ({
      ...e,
      re: new RegExp(`^${e.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    }));
    for (const [name, value] of Object.entries(paths)) {
      const concrete =
        typeof value === 'string'
          ? value
          : (value as (...a: unknown[]) => string)(...(samples[name] ?? ['x1', 1, 10]));
      const hit = patterns.find((p) => p.re.test(concrete));
      expect(hit, `${name} → ${concrete}`).toBeDefined();
    }
    expect(list.find((e) => e.path === '/api/sj/v1/mztLogin')?.host).toBe('platform');
    expect(list.find((e) => e.path === '/api/manage/gj/v1/pcLogin/:authCode')?.host).toBe('consult');
    expect(list.find((e) => e.path === '/api/pc/hm/v1/policy/free/name/receive/:id')?.host).toBe('freeApply');
    expect(list.find((e) => e.path.startsWith('/api/open/gj/v1/policy/detail'))).toMatchObject({
      seed: true,
      assumed: true,
    });
    expect(list.find((e) => e.path === '/__demo/reset')).toMatchObject({ host: 'demo', seed: false });
  });
});
