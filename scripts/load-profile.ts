// Is a missed p99 of `npm run load` the code or the machine? Runs the same three loads against `npm start`'s
// server started with --cpu-prof, and reports for each: the latency, the server's CPU time per request, the share
// of one core the server actually got (from /proc), the machine's load average, and the functions with most self
// time in the server's profile. A server that needs little CPU per request but gets a fraction of a core is
// waiting for the machine; one that uses its whole core is the code.
//   npx tsx scripts/load-profile.ts      (LOAD_PORT 4216, LOAD_SECONDS 10, LOAD_CONNECTIONS 50, DIST_DIR dist)
// LOAD_SERVER_NICE=-10 (root only) runs the server ahead of the machine's other work: what a dedicated core gives.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LOAD_PORT ?? 4216);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const TICKS = 100; // USER_HZ on Linux

let sequence = 0;
const accessBatch = (): string =>
  JSON.stringify({
    systemAccessInfoList: Array.from({ length: 10 }, () => ({
      accessType: 1,
      userType: 3,
      sourceType: 1,
      policyId: null,
      orgCode: '350501',
      clientRecordId: `profile-${process.pid}-${(sequence += 1)}`,
    })),
  });

const TARGETS = [
  { name: 'policy list', method: 'GET' as const, path: '/api/open/gj/v1/index/nonFinancialPolicyPage/1/10' },
  { name: 'statistics', method: 'GET' as const, path: '/api/open/gj/v1/index/applyAmount' },
  { name: 'access log', method: 'POST' as const, path: '/api/manage/gj/v1/pcApi', body: accessBatch },
];

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

function topSelfTime(file: string, count = 12): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`);
}

const dir = mkdtempSync(join(tmpdir(), 'load-profile-'));
const server = spawn(
  process.execPath,
  [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
    '--import',
    'tsx',
    // a profile is written only on a normal exit: SIGTERM exits normally
    '--import',
    'data:text/javascript,process.on("SIGTERM",()=>process.exit(0))',
    'server/start.ts',
  ],
  { cwd: root, env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (process.env.LOAD_SERVER_NICE)
  spawnSync('renice', ['-n', process.env.LOAD_SERVER_NICE, '-p', String(server.pid)], { stdio: 'ignore' });
for (let i = 0; ; i += 1) {
  try {
    await fetch(`${BASE}/__demo/endpoints`);
    break;
  } catch {
    if (i > 100) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

const nice = process.env.LOAD_SERVER_NICE ? `, server at nice ${process.env.LOAD_SERVER_NICE}` : '';
console.log(`load profile — ${CONNECTIONS} connections, ${SECONDS} s each${nice}, Node ${process.version}\n`);
console.log(
  '| endpoint | req/s | p50 ms | p99 ms | errors | server CPU µs/request | server core share | load avg (1 min) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const t of TARGETS) {
  const cpuBefore = cpuSeconds(server.pid!);
  const started = performance.now();
  const result = await autocannon({
    url: BASE + t.path,
    method: t.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: t.body ? { 'Content-Type': 'application/json' } : {},
    requests: t.body ? [{ setupRequest: (req) => ({ ...req, body: t.body() }) }] : undefined,
  });
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.pid!) - cpuBefore;
  const perRequest = (cpu / result.requests.total) * 1e6;
  console.log(
    `| ${t.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
      `${result.errors + result.timeouts + result.non2xx} | ${perRequest.toFixed(0)} | ${((100 * cpu) / wall).toFixed(0)} % | ` +
      `${loadavg()[0]!.toFixed(2)} |`,
  );
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (file) {
  console.log(`\nserver self time, all three runs (${join(dir, file)}):`);
  for (const line of topSelfTime(join(dir, file))) console.log(line);
}
