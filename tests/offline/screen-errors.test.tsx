// @vitest-environment jsdom
// Every failure a user can see reads from the catalogue, once: network failure, timeout, HTTP 502 and a server
// refusal on the list, detail, news and user-centre screens, in zh-CN.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { overrideEnv } from '../../src/shared/config/env';
import { demoGet, demoReset, loginAs, setupClientApi } from '../server/client-helpers';
import { renderApp, type RenderedApp } from '../support/render-app';

const { api } = setupClientApi();

/** Transport words that must never reach a user's eyes. */
const TRANSPORT_TEXT =
  /network unavailable|request timed out|timed out|request cancelled|HTTP\s*\d{3}|Failed to fetch|not JSON|unexpected server data|error \d{3}/i;
const PANELS = '.mantine-Alert-root, [data-testid="offline-panel"]';

type Fault = 'network' | 'timeout' | 'http502' | 'refused';

interface Screen {
  name: string;
  api: string;
  open: () => Promise<string>;
}

async function firstPolicyId(): Promise<string> {
  const answer = await demoGet<{ data: { records: { id: string }[] } }>(
    api(),
    '/api/open/gj/v1/index/nonFinancialPolicyPage/1/10',
  );
  return answer.data.records[0]!.id;
}

const SCREENS: Screen[] = [
  { name: 'list', api: '/api/open/gj/v1/index/nonFinancialPolicyPage/*', open: async () => '/policyList' },
  {
    name: 'detail',
    api: '/api/open/gj/v1/policy/detail/*',
    open: async () => `/policyDetail?id=${await firstPolicyId()}`,
  },
  { name: 'news', api: '/api/open/gj/v1/news/page/*', open: async () => '/newsList' },
  {
    name: 'user centre',
    api: '/api/manage/gj/v1/pcUser/apply/*',
    open: async () => {
      await loginAs(api(), 'enterprise');
      return '/enterprise/myApply';
    },
  },
];

async function fault(body: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${api().base}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
}

/** `*` matches one path segment, as the demo API's faults do. */
function matcher(path: string): RegExp {
  return new RegExp(`${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/?]+')}(?:[/?]|$)`);
}

async function arrange(kind: Fault, path: string): Promise<void> {
  if (kind === 'network') {
    // what the browser's fetch does when the line is lost: it rejects with a TypeError
    const real = globalThis.fetch;
    const lost = matcher(path);
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (lost.test(new URL(url).pathname)) return Promise.reject(new TypeError('Failed to fetch'));
      return real(input, init);
    });
  } else if (kind === 'timeout') {
    overrideEnv({ timeoutPrimaryMs: 1500, timeoutSecondMs: 1500 });
    await fault({ path, delayMs: 6000 });
  } else if (kind === 'http502') {
    await fault({ path, status: 502 });
  } else {
    await fault({ path, code: 500, msg: '服务繁忙，请稍后再试' });
  }
}

afterEach(async () => {
  vi.restoreAllMocks();
  overrideEnv({ timeoutPrimaryMs: 120000, timeoutSecondMs: 500000 });
  await demoReset(api());
  await fetch(`${api().base}/__demo/faults`, { method: 'DELETE' });
});

/** The screen's calls are over (a toast of the same failure has been shown by then). */
async function settled(app: RenderedApp): Promise<void> {
  await waitFor(() => expect(app.services.queryClient.isFetching()).toBe(0), { timeout: 20_000 });
}

describe('a failed screen shows one panel, in the catalogue’s words', () => {
  for (const screen of SCREENS) {
    for (const kind of ['network', 'timeout', 'http502', 'refused'] as const) {
      it(`${screen.name}, ${kind}: one panel in Chinese, no transport text`, async () => {
        const address = await screen.open();
        await arrange(kind, screen.api);
        const app = await renderApp(address);
        await waitFor(() => expect(document.querySelector(PANELS)).not.toBeNull(), { timeout: 20_000 });
        await settled(app);
        const panel = document.querySelectorAll(PANELS);
        expect(panel).toHaveLength(1);
        const text = document.body.textContent ?? '';
        expect(text).not.toMatch(TRANSPORT_TEXT);
        expect(text).not.toMatch(/共\s*0\s*条/);
        if (kind === 'refused')
          expect(panel[0]!.textContent).toContain('服务器拒绝了请求：服务繁忙，请稍后再试');
        if (kind === 'http502') expect(panel[0]!.textContent).toContain('错误代码 502');
        if (kind === 'network') expect(panel[0]!.textContent).toContain('此内容尚未保存在本设备上');
        // "check your network" only when the network is the cause
        if (kind === 'refused' || kind === 'http502') expect(text).not.toContain('检查网络');
      }, 30_000);
    }
  }
});
