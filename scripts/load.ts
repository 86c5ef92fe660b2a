// `npm run load`: starts the portal server (`npm start`'s server.ts) on localhost, puts the policy list,
// statistics and access-log endpoints under autocannon load one after another, and prints requests/s,
// p99 latency, errors and the server's memory (RSS, from /__demo/stats) before and after each run.
// Bounded: each run stops at its duration or its request cap, whichever comes first, and the whole
// script gives up after LOAD_DEADLINE. Only localhost is contacted. Exits 1 when a target is missed:
// 0 errors, p99 ≤ 100 ms at 50 connections, RSS after the access-log run within 100 MB of its start.
// Then a run of application submits with a file upload (scripts/load-submits.ts): 0 errors, p99 reported.
// The server keeps its data in a fresh temporary DATA_DIR (SQLite), or in DATABASE_URL when that is set.
// Env: LOAD_PORT (4215), DIST_DIR (dist; built first when it has no index.html), LOAD_SECONDS (runs of
// the list and statistics, 10), LOAD_ACCESS_SECONDS (access-log run, 60), LOAD_CONNECTIONS (50),
// LOAD_SUBMIT_SECONDS (submit run, 10), LOAD_SUBMIT_WORKERS (8).
import autocannon from 'autocannon';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadDotEnv } from '../server/load-env';
import { renderLoadTable, type LoadRow } from './load-report';
import { runSubmits } from './load-submits';

loadDotEnv();

const root = resolve(import.meta.dirname, '..');
const env = process.env;
const PORT = Number(env.LOAD_PORT ?? 4215);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST_DIR = env.DIST_DIR ?? 'dist';
const SECONDS = Number(env.LOAD_SECONDS ?? 10);
const ACCESS_SECONDS = Number(env.LOAD_ACCESS_SECONDS ?? 60);
const CONNECTIONS = Number(env.LOAD_CONNECTIONS ?? 50);
const MAX_REQUESTS_PER_RUN = 2_000_000;
const RECORDS_PER_POST = 10;
const P99_TARGET_MS = 100;
const RSS_GROWTH_TARGET_MB = 100;
const SUBMIT_SECONDS = Number(env.LOAD_SUBMIT_SECONDS ?? 10);
const SUBMIT_WORKERS = Number(env.LOAD_SUBMIT_WORKERS ?? 8);
const LOAD_DEADLINE_MS = (3 * SECONDS + ACCESS_SECONDS + SUBMIT_SECONDS + 240) * 1000;
// always a folder of its own, emptied at the start: never the data of a real `npm start`
const DATA_DIR = join(tmpdir(), `portal-load-data-${PORT}`);

interface Stats {
  rssBytes: number;
  accessLogAccepted: number;
  accessLogIds: number;
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  seconds: number;
  /** a fresh body per request (unique clientRecordIds), or none */
  body?: () => string;
}

let sequence = 0;
const accessBatch = (): string =>
  JSON.stringify({
    systemAccessInfoList: Array.from({ length: RECORDS_PER_POST }, () => ({
      accessType: 1,
      userType: 3,
      sourceType: 1,
      policyId: null,
      orgCode: '350501',
      clientRecordId: `load-${process.pid}-${(sequence += 1)}`,
    })),
  });

const TARGETS: Target[] = [
  {
    name: 'policy list',
    method: 'GET',
    path: '/api/open/gj/v1/index/nonFinancialPolicyPage/1/10',
    seconds: SECONDS,
  },
  { name: 'statistics', method: 'GET', path: '/api/open/gj/v1/index/applyAmount', seconds: SECONDS },
  {
    name: 'access log',
    method: 'POST',
    path: '/api/manage/gj/v1/pcApi',
    seconds: ACCESS_SECONDS,
    body: accessBatch,
  },
];

async function stats(): Promise<Stats> {
  return (await (await fetch(`${BASE}/__demo/stats`)).json()) as Stats;
}

async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${BASE}/__demo/endpoints`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (await portAnswers()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer on ${BASE} within 60 s`);
}

/** One request through the same path and body as the run: the envelope must say code 200. */
async function checkAnswer(t: Target): Promise<void> {
  const res = await fetch(BASE + t.path, {
    method: t.method,
    headers: t.body ? { 'Content-Type': 'application/json' } : {},
    body: t.body?.(),
  });
  const envelope = (await res.json()) as { code: unknown; msg: unknown };
  if (res.status !== 200 || envelope.code !== 200)
    throw new Error(`${t.name}: ${t.path} answered ${res.status} ${JSON.stringify(envelope).slice(0, 200)}`);
}

async function run(t: Target): Promise<LoadRow> {
  await checkAnswer(t);
  const before = await stats();
  const result = await autocannon({
    url: BASE + t.path,
    method: t.method,
    connections: CONNECTIONS,
    duration: t.seconds,
    maxOverallRequests: MAX_REQUESTS_PER_RUN,
    timeout: 10,
    headers: t.body ? { 'Content-Type': 'application/json' } : {},
    requests: t.body ? [{ setupRequest: (req) => ({ ...req, body: t.body?.() }) }] : undefined,
  });
  // requests still in flight when the run ends reach the server a moment later
  await new Promise((r) => setTimeout(r, 500));
  const after = await stats();
  const row: LoadRow = {
    name: t.name,
    seconds: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rssBeforeMb: before.rssBytes / 2 ** 20,
    rssAfterMb: after.rssBytes / 2 ** 20,
  };
  if (t.body) {
    // every record of every answered POST must have been accepted: none refused, none taken for a duplicate
    const accepted = after.accessLogAccepted - before.accessLogAccepted;
    const expected = result.requests.total * RECORDS_PER_POST;
    row.note = `${accepted} records accepted (${expected} in answered POSTs), ${after.accessLogIds} ids in the dedupe window`;
    if (accepted < expected) row.errors += 1;
  }
  return row;
}

async function main(): Promise<number> {
  if (await portAnswers()) throw new Error(`something already answers on port ${PORT}; set LOAD_PORT`);
  if (!existsSync(resolve(root, DIST_DIR, 'index.html'))) {
    console.log(`${DIST_DIR}/ has no build: building it first (as npm start does)`);
    execSync(`npx vite build --outDir ${DIST_DIR}`, { cwd: root, stdio: 'inherit' });
  }
  const server = spawn(resolve(root, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: root,
    env: { ...env, PORT: String(PORT), DIST_DIR, DATA_DIR, DATA_DIR_FRESH: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = setTimeout(() => {
    console.error(`load: gave up after ${LOAD_DEADLINE_MS / 1000} s`);
    server.kill();
    process.exit(1);
  }, LOAD_DEADLINE_MS);
  try {
    await waitForServer(server);
    const rows: LoadRow[] = [];
    for (const t of TARGETS) {
      console.log(`load: ${t.name} — ${CONNECTIONS} connections, ${t.seconds} s …`);
      rows.push(await run(t));
    }
    console.log(
      `load: application submits with a file upload — ${SUBMIT_WORKERS} workers, ${SUBMIT_SECONDS} s …`,
    );
    rows.push(
      await runSubmits(
        BASE,
        SUBMIT_SECONDS,
        SUBMIT_WORKERS,
        env.VITE_SM4_KEY ?? '',
        async () => (await stats()).rssBytes,
      ),
    );
    console.log(`\nnpm run load — ${CONNECTIONS} connections, server ${BASE} (Node ${process.version})\n`);
    const { table, failures } = renderLoadTable(rows, {
      p99Ms: P99_TARGET_MS,
      rssGrowthMb: RSS_GROWTH_TARGET_MB,
      rssRow: 'access log',
    });
    console.log(table);
    for (const f of failures) console.log(`MISSED: ${f}`);
    if (failures.length === 0) console.log('All targets met.');
    return failures.length === 0 ? 0 : 1;
  } finally {
    clearTimeout(deadline);
    server.kill();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`load: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
