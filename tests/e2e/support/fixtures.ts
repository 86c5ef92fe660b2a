import {
  test as base,
  expect as baseExpect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** Whether the test's project gives each worker its own demo API (playwright.config.ts, metadata). */
function hasOwnDemoApi(testInfo: TestInfo): boolean {
  return !!(testInfo.project.metadata as { perWorkerServers?: boolean } | undefined)?.perWorkerServers;
}

/**
 * Each Playwright worker has its own demo API (playwright.config.ts starts one per worker and project, on
 * the project's port plus the worker's parallel index), so journeys never share recorded state.
 */
export function workerBaseURL(baseURL: string | undefined, testInfo: TestInfo): string | undefined {
  if (!baseURL || !hasOwnDemoApi(testInfo)) return baseURL;
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + testInfo.parallelIndex);
  return url.origin;
}

/**
 * Retries for the tests' own calls to the demo API when the connection is reset: the request context reuses
 * a keep-alive connection the server may close at the same moment (an ECONNRESET before the request was
 * read). Browsers retry such a request by themselves; Playwright's request context only when asked.
 */
export const RESET_RETRIES = 2;

/** Calls the demo API's test-control endpoints (/__demo/...). */
export async function demo<T = unknown>(
  page: Page,
  path: string,
  init?: { method?: string; body?: unknown },
): Promise<T> {
  const response = await page.request.fetch(`/__demo/${path}`, {
    method: init?.method ?? 'GET',
    data: init?.body,
    maxRetries: RESET_RETRIES,
  });
  expect(response.ok(), `demo ${path} answered ${response.status()}`).toBeTruthy();
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Fails the test on any uncaught page error or blocked (CSP) resource. A test that feeds the portal
 * hostile markup on purpose sets `cspBlocksExpected`: there a block is the second line of defence working.
 */
export const test = base.extend<{
  cspBlocksExpected: boolean;
  pageErrors: Error[];
  noFaultsLeft: void;
  freshTabStorage: void;
}>({
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(workerBaseURL(baseURL, testInfo));
  },
  // a fault a test injected (or one a failed test left unconsumed) never reaches the next test on the same
  // worker's demo API: every test starts with none
  noFaultsLeft: [
    async ({ request }, use, testInfo) => {
      if (hasOwnDemoApi(testInfo)) {
        const response = await request.delete('/__demo/faults', { maxRetries: RESET_RETRIES });
        expect(response.ok(), `clearing faults answered ${response.status()}`).toBeTruthy();
      }
      await use();
    },
    { auto: true },
  ],
  cspBlocksExpected: [false, { option: true }],
  // A project that reuses one context per worker (reuseContext: faster, as the tab's renderer stays warm) gets the
  // cookies, caches, local storage, IndexedDB, service workers, init scripts, routes and clock reset by Playwright
  // between tests, but keeps the tab and its session storage (the test's first document on the portal empties it,
  // as a new tab would be), the offline switch and granted permissions (put back after the test).
  freshTabStorage: [
    async ({ page, context, reuseContext }, use, testInfo) => {
      if (reuseContext) {
        await page.addInitScript((test) => {
          try {
            if (sessionStorage.getItem('e2e.tab') === test) return;
            sessionStorage.clear();
            sessionStorage.setItem('e2e.tab', test);
          } catch {
            // about:blank has no storage of its own
          }
        }, `${testInfo.testId}#${testInfo.retry}`);
      }
      await use();
      if (reuseContext) {
        // what Playwright's reset leaves as the test set it: back online, no permission granted
        await context.setOffline(false);
        await context.clearPermissions();
      }
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page, cspBlocksExpected }, use) => {
      const errors: Error[] = [];
      const onError = (e: Error) => errors.push(e);
      // the server's Content-Security-Policy must never have to block anything the portal does
      const onConsole = (m: ConsoleMessage) => {
        if (!cspBlocksExpected && m.type() === 'error' && /Content Security Policy/i.test(m.text()))
          errors.push(new Error(`${m.text()} at ${JSON.stringify(m.location())}`));
      };
      page.on('pageerror', onError);
      page.on('console', onConsole);
      await use(errors);
      // a reused page goes on to the next test: this test's listeners leave with it
      page.off('pageerror', onError);
      page.off('console', onConsole);
      expect(errors, `uncaught errors: ${errors.map((e) => e.message).join('; ')}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** Makes the demo API fail (or delay) calls whose path matches `fault.path` (`*` matches one segment). */
export async function injectFault(
  page: Page,
  fault: { path: string; code?: number | string; msg?: string; times?: number; delayMs?: number },
): Promise<void> {
  await demo(page, 'faults', { method: 'POST', body: fault });
}

/**
 * Holds the first request matching `url` on its way until the test calls the returned function: the page is
 * looked at while the answer is still coming, without waiting out a fixed delay. On a context it holds the
 * service worker's requests too.
 */
export async function holdFirstRequest(on: Page | BrowserContext, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await on.route(
    url,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** The next call to `path` answers a server refusal (code 500 and the message) once. */
export function failOnce(page: Page, path: string, msg: string): Promise<void> {
  return injectFault(page, { path, code: 500, msg, times: 1 });
}

/** Each test of the calling spec starts from the demo API's seed data (faults are cleared for every test). */
export function freshDemoForEachTest(): void {
  test.beforeEach(async ({ page }) => {
    await demo(page, 'reset', { method: 'POST' });
  });
}

/**
 * Playwright's expect, whose `poll` looks at most a quarter of a second apart (Playwright's own waits up to a
 * second between looks, so a condition met just after a look was seen up to a second late). `toPass` has the
 * same intervals in playwright.config.ts.
 */
export const POLL_INTERVALS = [50, 100, 150, 250];
export const expect = new Proxy(baseExpect, {
  get(target, property, receiver) {
    if (property !== 'poll') return Reflect.get(target, property, receiver);
    const poll: typeof baseExpect.poll = (actual, options) =>
      target.poll(
        actual,
        typeof options === 'string'
          ? { message: options, intervals: POLL_INTERVALS }
          : { intervals: POLL_INTERVALS, ...options },
      );
    return poll;
  },
});
