import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './tests/e2e/support/chromium';
import { e2ePorts } from './tests/e2e/support/servers';

const { port, visualPort, nginxPort, workers } = e2ePorts();
const perWorker = { perWorkerServers: true };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
      name: 'chromium',
      metadata: perWorker,
      // the worker's install downloads every screen's code into each new context: only the specs about the
      // worker, offline and caching allow it (test.use({ serviceWorkers: 'allow' }))
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
