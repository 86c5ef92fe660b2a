// `npm run bench`: builds the portal and the floor page (bench/floor), serves both the same way, and
// measures the speed figures in one run: Lighthouse (mobile, cold, median of 3) for the floor page,
// home, list and detail; a slow-3G phone visit and repeat visit; the offline repeat visit. Prints the
// table with every figure as a ratio to the floor page and writes it to bench/last.md. It reports;
// it does not gate. Only localhost is contacted.
// Env: BENCH_DIST (build folder, default dist-bench; the floor goes to <it>-floor), BENCH_PORT (4210;
// the floor, and the two slow lines, take the next three unless BENCH_FLOOR_PORT, BENCH_PROXY_PORT,
// BENCH_FLOOR_PROXY_PORT say otherwise), BENCH_SKIP_BUILD=1 (reuse both builds), BENCH_OUT (bench/last.md),
// BENCH_PHASES (lighthouse,slow3g,offline), BENCH_COMMIT (names the code measured when run outside git).
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { measureOfflineRepeatVisit } from './bench-offline';
import { measureLighthouse } from './bench-lighthouse';
import { renderReport } from './bench-report';
import { LIGHTHOUSE_LINE, measureSlow3g } from './bench-slow3g';
import { startThrottleProxy } from './bench-throttle-proxy';
import { firstScreenBytes } from './first-screen-bytes';

const root = resolve(import.meta.dirname, '..');
const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 4210);
const FLOOR_PORT = Number(env.BENCH_FLOOR_PORT ?? PORT + 1);
const PROXY_PORT = Number(env.BENCH_PROXY_PORT ?? PORT + 2);
const FLOOR_PROXY_PORT = Number(env.BENCH_FLOOR_PROXY_PORT ?? PORT + 3);
const DIST = resolve(root, env.BENCH_DIST ?? 'dist-bench');
const FLOOR_DIST = `${DIST}-floor`;
const OUT = resolve(root, env.BENCH_OUT ?? 'bench/last.md');
const CHROME = env.CHROME_PATH ?? '/usr/bin/chromium';
const PHASES = (env.BENCH_PHASES ?? 'lighthouse,firstcontent,slow3g,offline').split(',');
const POLICY_CARD = 'article[data-policy-id]';
// the detail's first content a visitor came for: the policy's title (the only h1 in its main area)
const POLICY_TITLE = 'main h1';
const FLOOR_HEADING = '[data-floor-heading]';

const log = (line: string) => console.log(line);

async function waitForServer(url: string, server: ChildProcess, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`the server for ${url} exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start at ${url}`);
}

/** Things to stop at the end, whatever happens. */
const cleanups: (() => unknown)[] = [];

/** The portal's own server (compression, cache headers, CSP) for a build folder. */
async function serve(dist: string, port: number): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => server.kill());
  await waitForServer(`http://localhost:${port}/__demo/endpoints`, server);
}

function build(): void {
  log(`Building the portal into ${DIST} and the floor page into ${FLOOR_DIST}…`);
  execSync(`npx vite build --outDir "${DIST}" --emptyOutDir`, { cwd: root, stdio: 'ignore' });
  execSync(`npx vite build --config bench/floor/vite.config.ts --outDir "${FLOOR_DIST}" --emptyOutDir`, {
    cwd: root,
    stdio: 'ignore',
  });
}

function commitName(): string {
  if (env.BENCH_COMMIT) return env.BENCH_COMMIT;
  try {
    const git = (args: string) =>
      execSync(`git ${args}`, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const hash = git('rev-parse --short HEAD');
    const dirty = execSync('git status --porcelain -- src index.html vite.config.ts server', { cwd: root })
      .toString()
      .trim();
    return dirty ? `${hash} with uncommitted changes` : hash;
  } catch {
    return 'an unknown commit';
  }
}

async function main(): Promise<void> {
  if (!existsSync(CHROME))
    throw new Error(`Chromium not found at ${CHROME}: sudo apt-get install -y chromium (or set CHROME_PATH)`);
  process.env.CHROME_PATH = CHROME;
  const startedAt = new Date();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  if (env.BENCH_SKIP_BUILD !== '1') build();
  await serve(DIST, PORT);
  await serve(FLOOR_DIST, FLOOR_PORT);
  const appLine = await startThrottleProxy(PORT, PROXY_PORT);
  cleanups.push(() => appLine.close());
  const floorLine = await startThrottleProxy(FLOOR_PORT, FLOOR_PROXY_PORT);
  cleanups.push(() => floorLine.close());

  const base = `http://localhost:${PORT}`;
  const failures: string[] = [];
  /** A phase that fails is reported as such; the others still run. */
  async function phase<T>(name: string, fallback: T, run: () => Promise<T>): Promise<T> {
    if (!PHASES.includes(name)) return fallback;
    try {
      return await run();
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      console.error(error);
      return fallback;
    }
  }
  const lighthouse = await phase('lighthouse', [], () => {
    log('Lighthouse, 3 rounds of floor, home, list, detail…');
    return measureLighthouse(
      [
        { name: 'floor', url: `http://localhost:${FLOOR_PORT}/` },
        { name: 'home', url: `${base}/#/indexHome` },
        { name: 'list', url: `${base}/#/policyList` },
        { name: 'detail', url: `${base}/#/policyDetail?id=p-0001` },
      ],
      CHROME,
      3,
      log,
    );
  });
  const visits = (repeat: boolean) => [
    { name: 'floor', proxy: floorLine, path: '/', selector: FLOOR_HEADING, repeat: false },
    { name: 'home', proxy: appLine, path: '/#/indexHome', selector: POLICY_CARD, repeat },
    { name: 'list', proxy: appLine, path: '/#/policyList', selector: POLICY_CARD, repeat },
    { name: 'detail', proxy: appLine, path: '/#/policyDetail?id=p-0001', selector: POLICY_TITLE, repeat },
  ];
  const firstContent = await phase('firstcontent', [], () => {
    log("First card / title on Lighthouse's line (slow 4G, 4× CPU), phone window…");
    return measureSlow3g(visits(false), 3, LIGHTHOUSE_LINE);
  });
  const slow3g = await phase('slow3g', [], () => {
    log('Slow 3G phone visits…');
    return measureSlow3g(visits(true));
  });
  const offline = await phase('offline', null, () => {
    log('Offline repeat visit…');
    return measureOfflineRepeatVisit(base);
  });
  const report = renderReport({
    lighthouse,
    firstContent,
    slow3g,
    offlineMs: offline?.ms ?? null,
    firstScreen: firstScreenBytes(DIST),
    failures,
    startedAt,
    durationS: (Date.now() - startedAt.getTime()) / 1000,
    commit: commitName(),
    load,
  });
  log(`\n${report}`);
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, report);
  log(`Written to ${OUT}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const stop of cleanups.reverse()) await stop();
  });
