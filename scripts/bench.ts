// `npm run bench`: builds, serves, and reports Lighthouse (mobile) and transfer sizes per screen. It reports; it does not gate.
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 4210);
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SCREENS = [
  { name: 'home', url: `${BASE}/#/indexHome` },
  { name: 'list', url: `${BASE}/#/policyList` },
  { name: 'detail', url: `${BASE}/#/policyDetail?id=p-0001` },
];
const TARGETS = { performance: 0.95, cls: 0.02, homeJsKb: 170 };

interface Row {
  screen: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
}

async function waitForServer(url: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start at ${url}`);
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, port: number): Promise<Omit<Row, 'screen'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const kb = (type: string) =>
    items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsKb: kb('Script'),
    cssKb: kb('Stylesheet'),
  };
}

async function main(): Promise<void> {
  if (!existsSync(CHROME))
    throw new Error(`Chromium not found at ${CHROME}: sudo apt-get install -y chromium (or set CHROME_PATH)`);
  process.env.CHROME_PATH = CHROME;
  console.log('Building…');
  execSync('npx vite build', { stdio: 'ignore' });
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(`${BASE}/__demo/endpoints`);
    const rows: Row[] = [];
    for (const screen of SCREENS) {
      // a fresh browser per screen: a cold load, no service worker yet
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
      try {
        rows.push({ screen: screen.name, ...(await audit(screen.url, chrome.port)) });
      } finally {
        await chrome.kill();
      }
    }
    console.log('\nLighthouse 12, mobile preset (simulated slow 4G, 4x CPU), cold load');
    console.table(
      rows.map((r) => ({
        screen: r.screen,
        performance: r.performance.toFixed(2),
        'LCP ms': Math.round(r.lcpMs),
        'TBT ms': Math.round(r.tbtMs),
        CLS: r.cls.toFixed(3),
        'JS KB (transferred)': r.jsKb.toFixed(1),
        'CSS KB (transferred)': r.cssKb.toFixed(1),
      })),
    );
    const home = rows.find((r) => r.screen === 'home');
    const verdicts = [
      ...rows.map(
        (r) =>
          `${r.screen}: performance ${r.performance.toFixed(2)} ${r.performance >= TARGETS.performance ? 'meets' : 'MISSES'} ≥ ${TARGETS.performance}; CLS ${r.cls.toFixed(3)} ${r.cls <= TARGETS.cls ? 'meets' : 'MISSES'} ≤ ${TARGETS.cls}`,
      ),
      home
        ? `home JS ${home.jsKb.toFixed(1)} KB ${home.jsKb <= TARGETS.homeJsKb ? 'meets' : 'MISSES'} ≤ ${TARGETS.homeJsKb} KB gzip`
        : 'home: no result',
    ];
    console.log(verdicts.join('\n'));
    if (existsSync('scripts/bench-offline.ts')) {
      const offlineModule = './bench-offline';
      const { measureOfflineRepeatVisit } = (await import(offlineModule)) as {
        measureOfflineRepeatVisit: (base: string) => Promise<{ ms: number }>;
      };
      const offline = await measureOfflineRepeatVisit(BASE);
      console.log(
        `offline repeat visit (service worker, no network): content in ${Math.round(offline.ms)} ms`,
      );
    }
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
