// The bench's slow-3G phase: a phone-sized window (390×844) on a 400 ms / 400 kbit/s line with 4× CPU
// throttling, timing the first visit to a page's first content element, then the repeat visit through
// the service worker. The line is a throttling proxy (scripts/bench-throttle-proxy.ts) so the worker's
// fetches are slowed too; the CPU is throttled over CDP.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import type { LineConditions, ThrottleProxy } from './bench-throttle-proxy';

export const SLOW_3G: LineConditions = { rttMs: 400, downKbps: 400, upKbps: 400 };
/** Lighthouse 12's mobile preset (its "slow 4G" and 4× CPU), applied for real instead of simulated. */
export const LIGHTHOUSE_LINE: LineConditions = { rttMs: 150, downKbps: 1638, upKbps: 750 };
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 90_000;

export interface Slow3gTarget {
  name: string;
  proxy: ThrottleProxy;
  /** path and hash, e.g. "/#/indexHome" */
  path: string;
  /** the element whose first paint ends the visit */
  selector: string;
  /** also time repeat visits through the service worker */
  repeat: boolean;
}

export interface Slow3gResult {
  name: string;
  firstMs: number;
  firstRuns: number[];
  repeatMs: number | null;
  repeatRuns: number[];
}

declare global {
  interface Window {
    __benchSeen?: number;
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Runs in the page before its scripts: notes the frame in which `selector` first exists. A string, not
 * a function: the TypeScript loader would wrap a function's inner names in helpers the page lacks.
 */
function watchFor(selector: string): string {
  return `(() => {
    const selector = ${JSON.stringify(selector)};
    const check = () => {
      if (window.__benchSeen !== undefined || !document.querySelector(selector)) return;
      window.__benchSeen = -1;
      requestAnimationFrame(() => { window.__benchSeen = performance.now(); });
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();`;
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

/** One navigation from a blank page; ms from the navigation's start to the element's frame. */
async function visit(page: Page, url: string, selector: string): Promise<number> {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.locator(selector).first().waitFor({ state: 'attached', timeout: TIMEOUT_MS });
  const handle = await page.waitForFunction(() => (window.__benchSeen ?? -1) > 0, undefined, {
    timeout: TIMEOUT_MS,
    polling: 100,
  });
  await handle.dispose();
  const ms = await page.evaluate(() => window.__benchSeen!);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return ms;
}

async function measureTarget(
  browser: Browser,
  target: Slow3gTarget,
  runs: number,
  line: LineConditions,
): Promise<Slow3gResult> {
  const url = `${target.proxy.url}${target.path}`;
  const firstRuns: number[] = [];
  const repeatRuns: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await phoneContext(browser);
    try {
      await context.addInitScript({ content: watchFor(target.selector) });
      const page = await context.newPage();
      target.proxy.setConditions(line);
      firstRuns.push(await visit(page, url, target.selector));
      if (target.repeat && i === runs - 1) {
        // the visitor comes back later: the worker has installed in between (at full speed here)
        target.proxy.setConditions(null);
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.waitForTimeout(1000);
        target.proxy.setConditions(line);
        for (let r = 0; r < runs; r += 1) repeatRuns.push(await visit(page, url, target.selector));
      }
    } finally {
      target.proxy.setConditions(null);
      await context.close();
    }
  }
  return {
    name: target.name,
    firstMs: median(firstRuns),
    firstRuns,
    repeatMs: repeatRuns.length ? median(repeatRuns) : null,
    repeatRuns,
  };
}

/** `line`: slow 3G unless told (the bench also times the first content on Lighthouse's line). */
export async function measureSlow3g(
  targets: Slow3gTarget[],
  runs = 3,
  line: LineConditions = SLOW_3G,
): Promise<Slow3gResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: Slow3gResult[] = [];
    for (const target of targets) results.push(await measureTarget(browser, target, runs, line));
    return results;
  } finally {
    await browser.close();
  }
}
