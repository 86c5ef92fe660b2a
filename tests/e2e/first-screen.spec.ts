// The first screen is resolved before React renders (cached data back, the route's code and the requests
// its loader starts), then painted once over the page shell; a request that hangs does not hold the
// page: past the wait the layout shows and the screen fills in when the answer comes.
import type { BrowserContext } from '@playwright/test';
import { test, expect, freshDemoForEachTest, holdFirstRequest } from './support/fixtures';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

/** Holds home's list answer (its first request) until the test lets it go. */
const holdListAnswer = (context: BrowserContext) =>
  holdFirstRequest(context, '**/api/open/gj/v1/index/nonFinancialPolicyPage/**');

freshDemoForEachTest();

/** When the page shell leaves the DOM, how many policy cards and loading placeholders replace it. */
async function recordShellHandOver(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __handOver?: { cards: number; busy: number; at: number } };
    new MutationObserver((_, observer) => {
      if (document.querySelector('.boot') || !document.querySelector('header')) return;
      w.__handOver = {
        cards: document.querySelectorAll('article[data-policy-id]').length,
        busy: document.querySelectorAll('main [aria-busy="true"], main .mantine-Skeleton-root').length,
        at: performance.now(),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

test('home replaces the shell with the finished screen: the policy cards are there in the first paint', async ({
  page,
}) => {
  await recordShellHandOver(page);
  await page.goto('/#/indexHome');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  const handOver = await page.evaluate(() => (window as unknown as { __handOver?: unknown }).__handOver);
  expect(handOver).toMatchObject({ busy: 0 });
  expect((handOver as { cards: number }).cards).toBeGreaterThan(0);
});

test('a first request that hangs does not hold the page: layout and placeholders first, cards when it answers', async ({
  page,
  context,
}) => {
  const answer = await holdListAnswer(context);
  await recordShellHandOver(page);
  await page.goto('/#/indexHome');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const handOver = (await page.evaluate(
    () => (window as unknown as { __handOver?: unknown }).__handOver,
  )) as {
    cards: number;
    busy: number;
  };
  // the shell left before the answer: nothing of the list yet, its placeholders in its place
  expect(handOver.cards).toBe(0);
  expect(handOver.busy).toBeGreaterThan(0);
  await expect(page.locator('article[data-policy-id]')).toHaveCount(0);
  answer();
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
});

test('a move made while the first screen is still being prepared is followed', async ({ page, context }) => {
  // the list answers late, so the page is still preparing home when the address changes
  const answer = await holdListAnswer(context);
  const listAsked = page.waitForRequest((r) => r.url().includes('/nonFinancialPolicyPage/'));
  await page.goto('/#/indexHome');
  // home's list is asked for and not yet answered: the page shell is still up
  await listAsked;
  await expect(page.locator('.boot')).toBeAttached();
  await page.goto('/#/savedPolicies');
  await expect(page.getByRole('heading', { level: 1, name: '我保存的政策' })).toBeVisible();
  answer();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '惠企惠民政策 一站直达' })).toBeVisible();
});

test('when the app’s code cannot be fetched, the shell says so and offers to reload', async ({ page }) => {
  await page.route('**/assets/boot-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/#/indexHome');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('页面未能加载');
  await expect(alert).toContainText('The page could not load');
  await expect(page.locator('.boot')).toHaveAttribute('aria-busy', 'false');
  await page.unroute('**/assets/boot-*.js');
  await page.getByRole('button', { name: '重新加载 Reload' }).click();
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
});

test('the preloaded stylesheets are used: each sheet is fetched once, and no unused-preload warning', async ({
  page,
}) => {
  const sheets = new Map<string, number>();
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) sheets.set(request.url(), (sheets.get(request.url()) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/#/indexHome');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sheets.size).toBeGreaterThan(1);
  expect([...sheets].filter(([, times]) => times > 1)).toEqual([]);
  expect(warnings).toEqual([]);
});

test('the service worker registers only after the first screen has its data', async ({ page, context }) => {
  const answer = await holdListAnswer(context);
  let listAnswered = false;
  page.on('response', (r) => {
    if (r.url().includes('/nonFinancialPolicyPage/')) listAnswered = true;
  });
  await page.goto('/#/indexHome');
  // the layout is up and the document loaded, while the list is still on its way: no worker, so no precache on
  // the same line
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.waitForLoadState('load');
  expect(listAnswered).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  answer();
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
});

test('the list does not move while its later code (the saved-search bar) arrives: no layout shift on a slow phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/#/policyList');
  await expect(page.getByTestId('saved-searches-bar')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.005);
});

/**
 * With the app's script held back, the screen's data must already be asked for (by the page's first module)
 * and the app must take that answer, not ask again; the screen's own code must be on its way too.
 */
async function expectAskedDuringDownload(
  page: import('@playwright/test').Page,
  address: string,
  api: RegExp,
  screen: string,
): Promise<void> {
  const asked: { url: string; at: number }[] = [];
  // the screen's route chunk and its parts chunk (vite.config.ts), each with the hash of its build
  const chunks = [
    new RegExp(`/assets/${screen}-(?!parts-)[^/]+\\.js$`),
    new RegExp(`/assets/${screen}-parts-[^/]+\\.js$`),
  ];
  const code: number[][] = chunks.map(() => []);
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (api.test(path)) asked.push({ url: r.url(), at: Date.now() });
    chunks.forEach((chunk, i) => chunk.test(path) && code[i]!.push(Date.now()));
  });
  // the app's script is held until the data and both chunks have been asked for (or 10 s have passed)
  const allAsked = expect
    .poll(() => asked.length > 0 && code.every((times) => times.length > 0), { timeout: 10_000 })
    .toBe(true)
    .catch(() => undefined);
  let bootArrived = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await allAsked;
    bootArrived = Date.now();
    await route.continue();
  });
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(asked, 'asked once: the app took the early answer').toHaveLength(1);
  expect(asked[0]!.at).toBeLessThan(bootArrived);
  for (const [i, times] of code.entries()) {
    expect(times, `${chunks[i]} is fetched once`).toHaveLength(1);
    expect(times[0]!).toBeLessThan(bootArrived);
  }
}

test('the list asks for its data and its code while the script downloads, and only once', async ({
  page,
}) => {
  await expectAskedDuringDownload(
    page,
    '/#/policyList?keyword=%22%E8%A1%A5%E8%B4%B4%22',
    /\/nonFinancialPolicyPage\//,
    'policyList',
  );
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
});

test('the detail asks for its policy and its code while the script downloads, and only once', async ({
  page,
}) => {
  await expectAskedDuringDownload(page, '/#/policyDetail?id=p-0001', /\/policy\/detail\//, 'policyDetail');
});
