// Offline repeat visit: time to content when the service worker and the stored cache answer everything.
// Used by `npm run bench` (scripts/bench.ts); runnable alone: `npx tsx scripts/bench-offline.ts http://localhost:4173`.
import { chromium, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/e2e/support/chromium';

const RUNS = 5;

/** Home is "content" once a policy card (data, not skeleton) is on screen. */
async function reloadToContent(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  await page.locator('article[data-policy-id]').first().waitFor({ state: 'visible', timeout: 30_000 });
  // measured in the page: from the navigation's start to the content, whatever the test machinery adds
  return page.evaluate(() => performance.now());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureOfflineRepeatVisit(baseUrl: string): Promise<{ ms: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(new URL('/#/indexHome', baseUrl).toString());
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // a second online load runs under the service worker, filling its runtime caches and the stored query cache
    await page.reload();
    await page.locator('article[data-policy-id]').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await reloadToContent(page));
    return { ms: Math.round(median(times)) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:4173';
  measureOfflineRepeatVisit(baseUrl)
    .then(({ ms }) => console.log(`offline repeat visit: ${ms} ms to content (median of ${RUNS})`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
