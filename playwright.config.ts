import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS, headlessShellPath } from './tests/e2e/support/chromium';
import { e2ePorts } from './tests/e2e/support/servers';

const { port, visualPort, nginxPort, workers } = e2ePorts();
const perWorker = { perWorkerServers: true };

/**
 * Specs whose tests each need a context of their own: a service worker installed (it would serve the next test),
 * offline switches, or what a first visit in a new tab does. Every spec that allows service workers must be here
 * (tests/tooling/playwright-projects.test.ts checks it).
 */
export const FRESH_CONTEXT_SPECS = [
  '**/a11y-offline.spec.ts',
  '**/apply-account-drafts.spec.ts',
  '**/apply-honest-saving.spec.ts',
  '**/apply-logout-draft.spec.ts',
  '**/apply-offline-draft.spec.ts',
  '**/checklist-deadlines.spec.ts',
  '**/elder-mode.spec.ts',
  '**/first-screen.spec.ts',
  '**/list-discovery.spec.ts',
  '**/logout-platform.spec.ts',
  '**/offline-*.spec.ts',
  '**/saved-policy-changes.spec.ts',
  '**/saved-searches.spec.ts',
  '**/spec-fidelity-errors.spec.ts',
  '**/storage-unusable.spec.ts',
  '**/store-heal.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  // toPass looks again at most a quarter of a second apart, as support/fixtures.ts's expect.poll
  expect: { timeout: 10_000, toPass: { intervals: [50, 100, 150, 250] } },
  fullyParallel: false,
  // each worker has its own demo API per project (see webServer), so journeys never share recorded state
  workers,
  // CI allows one retry (and the retry reporter names it); E2E_RETRIES=0 proves a run green without one
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  reporter: process.env.CI
    ? [['list'], ['./tests/e2e/support/retry-reporter.ts'], ['html', { open: 'never' }]]
    : [['list'], ['./tests/e2e/support/retry-reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // a trace is recorded only for a retry: recording every test costs each of them CPU time
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // as a visitor who asked for less motion: dialogs and menus open without transitions to wait for (the
    // carousel's own turning is tested with motion allowed)
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // the same build behind Debian's nginx with the project's config (npm run serve:nginx; no rebuild). First in
      // the list: its one-at-a-time tests then run beside the other projects', instead of alone at the end
      name: 'nginx',
      testDir: 'tests/nginx',
      // one nginx and one demo API for all its specs (a reset or a login in one is seen by the others): one at a time
      workers: 1,
      use: { browserName: 'chromium', baseURL: `http://localhost:${nginxPort}` },
    },
    {
      // the journeys that need no service worker: one context per worker, reset between tests by Playwright
      // (reuseContext) and by support/fixtures.ts (freshTabStorage), so each test starts in a warm tab instead of a
      // new renderer; a test that must see the app arrive in a brand-new tab is in chromium-fresh
      name: 'chromium',
      testIgnore: FRESH_CONTEXT_SPECS,
      metadata: perWorker,
      use: {
        browserName: 'chromium',
        serviceWorkers: 'block',
        reuseContext: true,
        // no worker, install or first visit here: Chromium's headless shell (same engine, a quarter less time);
        // the projects about those browser behaviours run the full Chromium
        launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
      },
    },
    {
      // the specs about the worker, offline and caching (test.use({ serviceWorkers: 'allow' }): its install downloads
      // every screen's code into the context) and the first paint: a new context for every test
      name: 'chromium-fresh',
      testMatch: FRESH_CONTEXT_SPECS,
      metadata: perWorker,
      use: { browserName: 'chromium', serviceWorkers: 'block' },
    },
    {
      // screenshots compared with committed baselines; update them on purpose: npm run test:visual:update
      name: 'visual',
      testDir: 'tests/visual',
      metadata: perWorker,
      use: {
        browserName: 'chromium',
        baseURL: `http://localhost:${visualPort}`,
        serviceWorkers: 'block',
        // one context per worker, reset between tests (tests/e2e/support/fixtures.ts, freshTabStorage): each screen
        // opens in a warm tab instead of a new renderer, about half of each test's time
        reuseContext: true,
      },
      expect: {
        toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css' },
      },
    },
    {
      // review screenshots written for a person to look at (SHOTS_DIR, else test-results/shots): not part of
      // npm test, run on purpose with npm run shots
      name: 'review',
      testDir: 'tests/review',
      metadata: perWorker,
      use: { browserName: 'chromium' },
    },
  ],
  // every project's servers (each worker's demo APIs, the visual suite's, nginx), started side by side
  globalSetup: './tests/e2e/support/global-servers.ts',
});
