// Every failure a user can see reads from the catalogue, once: network failure, timeout, HTTP 502 and
// a server refusal on the list, detail, news and user-centre screens, in zh-CN.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { test, expect, demo, freshDemoForEachTest, injectFault } from './support/fixtures';
import { loginAs } from './support/login';

freshDemoForEachTest();

/** Transport words that must never reach a user's eyes. */
const TRANSPORT_TEXT =
  /network unavailable|request timed out|timed out|request cancelled|HTTP\s*\d{3}|Failed to fetch|not JSON|unexpected server data|error \d{3}/i;
const PANELS = '.mantine-Alert-root, [data-testid="offline-panel"]';

type Fault = 'network' | 'timeout' | 'http502' | 'refused';

interface Screen {
  name: string;
  api: string;
  open: (page: Page) => Promise<string>;
}

async function firstPolicyId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/open/gj/v1/index/nonFinancialPolicyPage/1/10');
  return ((await answer.json()) as { data: { records: { id: string }[] } }).data.records[0]!.id;
}

const SCREENS: Screen[] = [
  { name: 'list', api: '/api/open/gj/v1/index/nonFinancialPolicyPage/*', open: async () => '/#/policyList' },
  {
    name: 'detail',
    api: '/api/open/gj/v1/policy/detail/*',
    open: async (page) => `/#/policyDetail?id=${await firstPolicyId(page)}`,
  },
  { name: 'news', api: '/api/open/gj/v1/news/page/*', open: async () => '/#/newsList' },
  {
    name: 'user centre',
    api: '/api/manage/gj/v1/pcUser/apply/*',
    open: async (page) => {
      await loginAs(page, 'enterprise');
      return '/#/enterprise/myApply';
    },
  },
];

async function arrange(page: Page, context: BrowserContext, fault: Fault, api: string): Promise<void> {
  if (fault === 'network') {
    const glob = `**${api.replace(/\*$/, '**')}`;
    await context.route(glob, (route: Route) => route.abort('internetdisconnected'));
  } else if (fault === 'timeout') {
    await page.addInitScript(() =>
      localStorage.setItem('portal.timeouts', JSON.stringify({ primary: 1500, second: 1500 })),
    );
    await injectFault(page, { path: api, delayMs: 6000 });
  } else if (fault === 'http502') {
    await demo(page, 'faults', { method: 'POST', body: { path: api, status: 502 } });
  } else {
    await injectFault(page, { path: api, code: 500, msg: '服务繁忙，请稍后再试' });
  }
}

for (const screen of SCREENS) {
  for (const fault of ['network', 'timeout', 'http502', 'refused'] as const) {
    test(`${screen.name}, ${fault}: one panel in Chinese, no transport text`, async ({ page, context }) => {
      test.setTimeout(90_000);
      const address = await screen.open(page);
      await arrange(page, context, fault, screen.api);
      await page.goto(address);
      // a hash-only move keeps the document: reload so the shortened timeout is read at start
      if (fault === 'timeout') await page.reload();
      const panel = page.locator(PANELS);
      await expect(panel.first()).toBeVisible({ timeout: 20_000 });
      // let any toast that belongs to the same failure arrive before reading the screen
      await page.waitForTimeout(500);
      await expect(panel).toHaveCount(1);
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(TRANSPORT_TEXT);
      expect(text).not.toMatch(/共\s*0\s*条/);
      if (fault === 'refused') await expect(panel).toContainText('服务器拒绝了请求：服务繁忙，请稍后再试');
      if (fault === 'http502') await expect(panel).toContainText('错误代码 502');
      if (fault === 'network') await expect(panel).toContainText('此内容尚未保存在本设备上');
      // "check your network" only when the network is the cause
      if (fault === 'refused' || fault === 'http502') expect(text).not.toContain('检查网络');
    });
  }
}
