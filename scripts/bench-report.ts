// The bench's table and verdicts, as Markdown for the console and bench/last.md.
import type { LighthouseResult } from './bench-lighthouse';
import type { Slow3gResult } from './bench-slow3g';
import type { ScreenBytes } from './first-screen-bytes';

export interface BenchFigures {
  lighthouse: LighthouseResult[];
  /** first policy card (home, list) / policy title (detail) / floor heading, on Lighthouse's line */
  firstContent: Slow3gResult[];
  slow3g: Slow3gResult[];
  offlineMs: number | null;
  /** each first screen's script and styles, from the build's chunk graph (what `npm run budget` counts) */
  firstScreen: ScreenBytes[];
  /** phases that could not be measured, with the reason */
  failures: string[];
  startedAt: Date;
  durationS: number;
  commit: string;
  load: string;
}

// the first screens' targets (the byte budgets CI holds are in scripts/first-screen-budgets.ts)
export const TARGETS = {
  performance: 0.95,
  tbtMs: 200,
  cls: 0.02,
  jsKb: { home: 150, list: 150, detail: 170 } as Record<string, number>,
  cssKb: 15,
  offlineMs: 300,
  firstContentVsFloor: 1.3,
  slow3gVsFloor: 2,
  slow3gGoalVsFloor: 1.5,
  repeatMs: 1500,
};

const CONTENT: Record<string, string> = {
  home: 'first policy card',
  list: 'first policy card',
  detail: 'policy title',
};

const SCREENS = ['home', 'list', 'detail'];

const ratio = (value: number, floor: number | undefined) =>
  floor && Number.isFinite(floor) && floor > 0 ? ` (${(value / floor).toFixed(2)}×)` : '';
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function firstScreenTable(rows: ScreenBytes[]): string[] {
  const lines = [
    '| page | script, brotli (as sent) | script, gzip | script files | styles, brotli | styles, gzip | target (script / styles) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.screen} | ${kb(r.js.brotli)} | ${kb(r.js.gzip)} | ${r.js.files.length} | ${kb(r.css.brotli)} | ` +
        `${kb(r.css.gzip)} | ${TARGETS.jsKb[r.screen]} KB / ${TARGETS.cssKb} KB |`,
    );
  }
  return lines;
}

function lighthouseTable(rows: LighthouseResult[]): string[] {
  const floor = rows.find((r) => r.name === 'floor');
  const lines = [
    '| page | performance | FCP | LCP | TBT | CLS | JS transferred (whole load) | CSS transferred (whole load) | LCP element |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.performance.toFixed(2)}${ratio(r.performance, floor?.performance)} | ` +
        `${ms(r.fcpMs)}${ratio(r.fcpMs, floor?.fcpMs)} | ${ms(r.lcpMs)}${ratio(r.lcpMs, floor?.lcpMs)} | ` +
        `${ms(r.tbtMs)}${ratio(r.tbtMs, floor?.tbtMs)} | ${r.cls.toFixed(3)} | ` +
        `${r.jsKb.toFixed(1)} KB${ratio(r.jsKb, floor?.jsKb)} | ${r.cssKb.toFixed(1)} KB${ratio(r.cssKb, floor?.cssKb)} | ` +
        `\`${r.lcpElement.replace(/[|`]/g, ' ')}\` |`,
    );
  }
  return lines;
}

function slow3gTable(rows: Slow3gResult[]): string[] {
  const floor = rows.find((r) => r.name === 'floor');
  const lines = [
    '| page | first visit (runs) | repeat visit through the service worker (runs) |',
    '|---|---|---|',
  ];
  const runs = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${ms(r.firstMs)}${ratio(r.firstMs, floor?.firstMs)} (${runs(r.firstRuns)}) | ` +
        (r.repeatMs === null ? '– |' : `${ms(r.repeatMs)} (${runs(r.repeatRuns)}) |`),
    );
  }
  return lines;
}

function verdicts(f: BenchFigures): string[] {
  const out: string[] = [];
  const say = (met: boolean, text: string) => out.push(`- ${met ? 'met' : '**missed**'}: ${text}`);
  const lh = (name: string) => f.lighthouse.find((r) => r.name === name);
  for (const name of SCREENS) {
    const r = lh(name);
    if (!r) continue;
    say(
      r.performance >= TARGETS.performance,
      `${name} performance ${r.performance.toFixed(2)} ≥ ${TARGETS.performance}`,
    );
    say(r.tbtMs <= TARGETS.tbtMs, `${name} TBT ${ms(r.tbtMs)} ≤ ${TARGETS.tbtMs} ms`);
    say(r.cls <= TARGETS.cls, `${name} CLS ${r.cls.toFixed(3)} ≤ ${TARGETS.cls}`);
  }
  for (const s of f.firstScreen) {
    const js = TARGETS.jsKb[s.screen]!;
    const sent = (bytes: { brotli: number; gzip: number }) =>
      `${kb(bytes.brotli)} brotli (${kb(bytes.gzip)} gzip)`;
    say(s.js.brotli / 1024 <= js, `${s.screen} first-screen script ${sent(s.js)} ≤ ${js} KB`);
    say(
      s.css.brotli / 1024 <= TARGETS.cssKb,
      `${s.screen} first-screen styles ${sent(s.css)} ≤ ${TARGETS.cssKb} KB`,
    );
  }
  const floorFirst = f.firstContent.find((r) => r.name === 'floor');
  for (const r of f.firstContent.filter((s) => s.name !== 'floor')) {
    if (!floorFirst) break;
    const x = r.firstMs / floorFirst.firstMs;
    say(
      x <= TARGETS.firstContentVsFloor,
      `Lighthouse line ${r.name} ${CONTENT[r.name] ?? 'first content'} ${x.toFixed(2)}× floor heading ≤ ${TARGETS.firstContentVsFloor}×`,
    );
  }
  if (f.offlineMs !== null)
    say(
      f.offlineMs <= TARGETS.offlineMs,
      `offline repeat visit ${ms(f.offlineMs)} ≤ ${TARGETS.offlineMs} ms`,
    );
  const floor3g = f.slow3g.find((r) => r.name === 'floor');
  for (const r of f.slow3g.filter((s) => s.name !== 'floor')) {
    if (floor3g) {
      const x = r.firstMs / floor3g.firstMs;
      say(
        x <= TARGETS.slow3gVsFloor,
        `slow 3G ${r.name} ${CONTENT[r.name] ?? 'first content'} ${x.toFixed(2)}× floor heading ≤ ${TARGETS.slow3gVsFloor}× (goal ${TARGETS.slow3gGoalVsFloor}×)`,
      );
    }
    if (r.repeatMs !== null)
      say(
        r.repeatMs <= TARGETS.repeatMs,
        `slow 3G ${r.name} repeat visit ${ms(r.repeatMs)} ≤ ${TARGETS.repeatMs} ms`,
      );
  }
  return out;
}

export function renderReport(f: BenchFigures): string {
  return [
    '# `npm run bench`: first visit on a slow phone',
    '',
    `Run ${f.startedAt.toISOString()} on ${f.commit}, ${Math.round(f.durationS)} s in all; machine load at start ${f.load}.`,
    'Ratios in brackets are to the floor page (bench/floor: React + Mantine rendering one heading, same build and server) measured in this run.',
    '',
    '## First-screen bytes',
    '',
    "What each first screen downloads before it can show (the build's chunk graph: the entry, the app, the layout and the screen, each with its static imports; later code is not counted), as `npm run budget` counts it. Both servers send the brotli files the build writes.",
    '',
    ...firstScreenTable(f.firstScreen),
    '',
    '## What a visitor sees: first policy card (home, list), policy title (detail), floor heading',
    '',
    "Lighthouse 12's mobile line applied for real (150 ms round trip, 1.6 Mbit/s down, 4× CPU), 390×844, cold, median of 3: time from navigation start to the frame with the element. The slow-3G table below measures the same elements.",
    '',
    ...slow3gTable(f.firstContent),
    '',
    '## Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU), cold load, median of 3',
    '',
    "LCP is reported, but on the portal's screens it is often the page shell (see the LCP element), not content: the first-content table above is the headline. Transferred bytes count the whole load Lighthouse watches, including what loads when the page is idle after the first screen (later styles, message namespaces, the menus' code, the ad carousel).",
    '',
    ...lighthouseTable(f.lighthouse),
    '',
    '## Slow 3G, 390×844 (400 ms round trip, 400 kbit/s, 4× CPU), median of 3',
    '',
    'Time from navigation start to the frame with the first policy card (detail: the policy title; floor page: its heading).',
    '',
    ...slow3gTable(f.slow3g),
    '',
    f.offlineMs === null
      ? 'Offline repeat visit: not measured.'
      : `Offline repeat visit (service worker, no network), home to its first policy card: ${ms(f.offlineMs)} (median of 5).`,
    '',
    '## Targets',
    '',
    ...verdicts(f),
    ...(f.failures.length ? ['', '## Not measured', '', ...f.failures.map((x) => `- ${x}`)] : []),
    '',
  ].join('\n');
}
