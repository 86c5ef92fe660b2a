// The bench's Lighthouse phase: Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU), a cold load
// in a fresh Chromium per run, pages interleaved round by round so machine noise falls on all alike.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { median } from './bench-slow3g';

export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  /** the LCP element as Lighthouse names it */
  lcpElement: string;
}

export interface LighthouseResult extends LighthouseRun {
  name: string;
  runs: LighthouseRun[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, chromePath: string): Promise<LighthouseRun> {
  // a fresh browser per run: a cold load, no service worker, no HTTP cache
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    const details = (id: string) => lhr.audits[id]?.details as { items?: unknown[] } | undefined;
    const items = (details('network-requests')?.items ?? []) as NetworkItem[];
    const kb = (type: string) =>
      items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024;
    const lcpItem = JSON.stringify(details('largest-contentful-paint-element')?.items?.[0] ?? '');
    const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcpItem)?.[1] ?? '';
    return {
      performance: lhr.categories.performance?.score ?? 0,
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      jsKb: kb('Script'),
      cssKb: kb('Stylesheet'),
      lcpElement: snippet.replace(/\\"/g, '"').slice(0, 90),
    };
  } finally {
    chrome.kill();
  }
}

/** Each metric is the median of its runs on its own; the LCP element is the median-LCP run's. */
function summarise(name: string, runs: LighthouseRun[]): LighthouseResult {
  const pick = (key: keyof Omit<LighthouseRun, 'lcpElement'>) => median(runs.map((r) => r[key]));
  const lcpMs = pick('lcpMs');
  const nearest = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs))[0]!;
  return {
    name,
    runs,
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs,
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
    cssKb: pick('cssKb'),
    lcpElement: nearest.lcpElement,
  };
}

export async function measureLighthouse(
  pages: { name: string; url: string }[],
  chromePath: string,
  rounds = 3,
  log: (line: string) => void = () => undefined,
): Promise<LighthouseResult[]> {
  const runs = new Map<string, LighthouseRun[]>(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of pages) {
      // Lighthouse's own trace recording fails now and then (NO_NAVSTART): one more try, said in the log
      const run = await audit(page.url, chromePath).catch((error: unknown) => {
        log(`  round ${round} ${page.name}: ${error instanceof Error ? error.message : String(error)}; run again`);
        return audit(page.url, chromePath);
      });
      runs.get(page.name)!.push(run);
      log(
        `  round ${round} ${page.name}: performance ${run.performance.toFixed(2)}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`,
      );
    }
  }
  return pages.map((p) => summarise(p.name, runs.get(p.name)!));
}
