// What runs on the main thread during a cold load: records a Chromium performance trace (4× CPU, phone
// window, no service worker yet) and sums the JavaScript samples by source module, using the module
// markers of an unminified build. A profile checks what the bench's figures suggest.
//   npx vite build --minify false --outDir dist-prof
//   PORT=4212 DIST_DIR=dist-prof npm run serve &
//   npx tsx scripts/bench-profile.ts http://localhost:4212 dist-prof '/#/indexHome'
//   npx tsx scripts/bench-profile.ts http://localhost:4212 dist-prof '/#/policyDetail?id=p-0001' 'main h1'
// Writes the raw trace to bench-results/ (open it in DevTools' Performance panel) and prints the summary.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/e2e/support/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const [
  baseUrl = 'http://localhost:4173',
  distDir = 'dist',
  path = '/#/indexHome',
  // what counts as the screen's content: a policy card (home, list); the detail's heading is 'main h1'
  contentSelector = 'article[data-policy-id]',
] = process.argv.slice(2);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** Module start lines of one built chunk, from the `// path` markers the unminified build keeps. */
const moduleMaps = new Map<string, { line: number; module: string }[]>();
function modulesOf(url: string): { line: number; module: string }[] {
  let map = moduleMaps.get(url);
  if (map) return map;
  map = [];
  const file = /\/assets\/[^?#]+\.js/.exec(url)?.[0];
  if (file) {
    try {
      readFileSync(resolve(distDir, `.${file}`), 'utf8')
        .split('\n')
        .forEach((text, line) => {
          const m = /^\/\/ (?:#region )?(\S+\.(?:m?[jt]sx?|css|json))$/.exec(text);
          if (m) map!.push({ line, module: m[1]! });
        });
    } catch {
      // not one of ours
    }
  }
  moduleMaps.set(url, map);
  return map;
}

/** A readable group: the package for node_modules, the file for our own source. */
const groups = new WeakMap<CallFrame, string>();
function groupOf(frame: CallFrame): string {
  let group = groups.get(frame);
  if (group === undefined) groups.set(frame, (group = findGroup(frame)));
  return group;
}

function findGroup(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(native)';
  const map = modulesOf(frame.url);
  let found = '';
  for (const entry of map) {
    if (entry.line > frame.lineNumber) break;
    found = entry.module;
  }
  if (!found) return frame.url.replace(/^.*\/assets\//, 'chunk ');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(found);
  return pkg ? pkg[1]! : found.replace(/^(\.\.\/)+/, '');
}

async function record(): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // the page says when content is there: no polling from here that would show in the profile
    await context.addInitScript({
      content: `new MutationObserver((_, o) => { if (document.querySelector(${JSON.stringify(contentSelector)})) { o.disconnect(); console.log('bench:content'); } }).observe(document, { childList: true, subtree: true });`,
    });
    const content = page.waitForEvent('console', {
      predicate: (m) => m.text() === 'bench:content',
      timeout: 60_000,
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'load' });
    await content;
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    mkdirSync('bench-results', { recursive: true });
    const file = `bench-results/trace-${path.replace(/\W+/g, '')}-${Date.now()}.json`;
    writeFileSync(file, buffer);
    console.log(`trace: ${file}`);
    const parsed = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  } finally {
    await browser.close();
  }
}

function top(map: Map<string, number>, n: number): string[] {
  const total = [...map.values()].reduce((a, b) => a + b, 0);
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `  ${(v / 1000).toFixed(0).padStart(6)} ms  ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`,
    );
}

function analyse(events: TraceEvent[]): void {
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(baseUrl),
    )
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!nav) throw new Error('no navigation to the page in the trace');
  const mainTid = events.find(
    (e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const main = (e: TraceEvent) => e.pid === nav.pid && e.tid === mainTid;
  const t0 = nav.ts;
  const at = (ts: number) => `${((ts - t0) / 1000).toFixed(0).padStart(6)} ms`;

  for (const name of ['firstContentfulPaint', 'largestContentfulPaint::Candidate']) {
    const e = events.filter((x) => x.name === name && x.pid === nav.pid).at(-1);
    if (e) console.log(`${name}: ${at(e.ts)}`);
    else console.log(`${name}: none`);
  }

  // JavaScript samples of the main thread, attributed to modules
  const nodes = new Map<number, ProfileNode>();
  const self = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const samples: { ts: number; group: string; dt: number; fn: string; components: string[] }[] = [];
  // the main thread's profile; its chunks come from the sampling thread under the same id
  const profile = events.find((e) => e.name === 'Profile' && main(e));
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === nav.pid && e.id === profile?.id);
  let ts = Number(profile?.args?.data?.startTime ?? chunks[0]?.ts ?? 0);
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const dt = deltas[i + 1] ?? 0;
      const node = nodes.get(id);
      if (!node || dt <= 0) return;
      const group = groupOf(node.callFrame);
      // the app's own code on the stack (components by name, other functions by file): what a long task ran
      const components = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = n.parent ? nodes.get(n.parent) : undefined)
        if (groupOf(n.callFrame).startsWith('src/'))
          components.add(
            /^[A-Z]/.test(n.callFrame.functionName)
              ? n.callFrame.functionName
              : `${groupOf(n.callFrame).replace(/^.*\//, '')}:${n.callFrame.functionName || '(anonymous)'}`,
          );
      samples.push({
        ts,
        group,
        dt,
        fn: `${node.callFrame.functionName || '(anonymous)'}`,
        components: [...components],
      });
      self.set(group, (self.get(group) ?? 0) + dt);
      const fn = `${group} ${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.lineNumber + 1}`;
      functions.set(fn, (functions.get(fn) ?? 0) + dt);
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = n.parent ? nodes.get(n.parent) : undefined) {
        const g = groupOf(n.callFrame);
        if (g === '(root)' || seen.has(g)) continue;
        seen.add(g);
        inclusive.set(g, (inclusive.get(g) ?? 0) + dt);
      }
    });
  }
  self.delete('(idle)');
  console.log('\nJavaScript self time by module (main thread, from navigation to content + 1.5 s):');
  console.log(top(self, 30).join('\n'));
  console.log('\nJavaScript self time by function:');
  console.log(top(functions, 30).join('\n'));
  console.log('\nInclusive time by module (a sample counts once for every module on its stack):');
  console.log(top(inclusive, 30).join('\n'));

  // top-level tasks and the rendering work in them
  const kinds = new Map<string, number>();
  for (const e of events.filter((x) => main(x) && x.ph === 'X' && x.ts >= t0 && x.dur)) {
    if (
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'ParseHTML',
        'ParseAuthorStyleSheet',
        'v8.compile',
        'MajorGC',
        'MinorGC',
      ].includes(e.name)
    )
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur!);
  }
  console.log('\nRendering and engine work (main thread):');
  console.log(top(kinds, 10).join('\n'));
  const tasks = events
    .filter((e) => main(e) && e.name === 'RunTask' && e.ts >= t0 && (e.dur ?? 0) >= 50_000)
    .sort((a, b) => a.ts - b.ts);
  // what Lighthouse's TBT sums (there from first paint to interactive; here from navigation to content + 1.5 s)
  const blocking = tasks.reduce((sum, task) => sum + task.dur! / 1000 - 50, 0);
  console.log(
    `\nBlocking time (each long task's time beyond 50 ms, summed): ${blocking.toFixed(0)} ms in ${tasks.length} long tasks`,
  );
  console.log('\nLong tasks (≥ 50 ms at 4× CPU), with their heaviest functions (self ms):');
  for (const task of tasks) {
    const inTask = new Map<string, number>();
    const rendered = new Map<string, number>();
    for (const s of samples)
      if (s.ts >= task.ts && s.ts < task.ts + task.dur!) {
        const key = `${s.group} ${s.fn}`;
        inTask.set(key, (inTask.get(key) ?? 0) + s.dt);
        for (const c of s.components) rendered.set(c, (rendered.get(c) ?? 0) + s.dt);
      }
    inTask.delete('(idle) (idle)');
    const parts = [...inTask.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([g, v]) => `${g} ${(v / 1000).toFixed(0)}`);
    console.log(`  at ${at(task.ts)}  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms: ${parts.join(', ')}`);
    const own = [...rendered.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    if (own.length)
      console.log(
        `      app code on the stack (inclusive ms): ${own.map(([c, v]) => `${c} ${(v / 1000).toFixed(0)}`).join(', ')}`,
      );
  }
}

record()
  .then(analyse)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
