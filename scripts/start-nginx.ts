/**
 * `npm run serve:nginx` (and `npm run start:nginx`, which builds first): the built portal behind Debian's
 * nginx with the project's configuration (deploy/nginx/), in front of the demo API on an internal port.
 * No root and nothing installed: nginx runs in the foreground from .nginx/<PORT>/ (config, logs, temp).
 *
 *   PORT            nginx's port, default 4173
 *   API_PORT        the demo API's internal port on 127.0.0.1, default PORT + 1
 *   DIST_DIR        the build to serve, default dist
 *   PORTAL_ORIGIN   the portal's public origin (redirects, same-site checks), default http://localhost:PORT
 *   NGINX           the nginx binary, default nginx on PATH, else /usr/sbin/nginx
 *   QZ_API_*        the six backend hosts (docs/deploy.md); default: the demo API
 *
 * Stops both on SIGINT / SIGTERM; if either stops, the other is stopped too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { portFromEnv } from '../server/lib/ports';
import { BACKEND_VARIABLES, writeNginxConfig } from './nginx-config';

const ROOT = resolve(import.meta.dirname, '..');

const port = portFromEnv('PORT', 4173);
const apiPort = portFromEnv('API_PORT', port + 1);
const dist = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const origin = process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX;
  const onPath = spawnSync('nginx', ['-v'], { stdio: 'ignore' });
  if (!onPath.error) return 'nginx';
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  return fail(
    'nginx not found: apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter',
  );
}

function writeConfig(dir: string): void {
  const values: Record<string, string> = {
    PORT: String(port),
    API_PORT: String(apiPort),
    DIST: dist,
    RESOLVER: process.env.QZ_RESOLVER ? `resolver ${process.env.QZ_RESOLVER};` : '',
  };
  for (const name of Object.values(BACKEND_VARIABLES)) values[name] = process.env[name] ?? 'http://qz_demo';
  try {
    writeNginxConfig(dir, values, ['nginx.conf.template', 'backends.conf.template']);
  } catch (error) {
    fail((error as Error).message);
  }
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  let last = '';
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) fail(`${what} stopped before it answered`);
    try {
      await fetch(url);
      return;
    } catch (error) {
      // fetch's own words hide the reason (connection refused, bad port …) in its cause
      const cause = (error as Error).cause;
      last = cause instanceof Error ? cause.message : String(error);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  fail(`${what} did not answer at ${url} (${last})`);
}

if (!existsSync(resolve(dist, 'index.html')))
  fail(`${dist} has no build: run \`npm run build\` first (npm run start:nginx does).`);
if (!existsSync(resolve(dist, 'index.html.br')))
  fail(`${dist} has no precompressed files: build it again with \`npm run build\`.`);

const dir = resolve(ROOT, '.nginx', String(port));
writeConfig(dir);
const nginx = nginxBinary();
const args = ['-p', `${dir}/`, '-c', resolve(dir, 'nginx.conf'), '-e', resolve(dir, 'logs', 'error.log')];
const check = spawnSync(nginx, [...args, '-t', '-q', '-g', 'daemon off;'], { encoding: 'utf8' });
if (check.status !== 0) fail(`nginx refused the configuration in ${dir}:\n${check.stderr}`);

const children: ChildProcess[] = [];
let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const api = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'server', 'start-api.ts')], {
  env: { ...process.env, PORT: String(apiPort), PORTAL_ORIGIN: origin },
  stdio: 'inherit',
});
children.push(api);
api.on('exit', (code) => stop(code ?? 1));
await waitFor(`http://127.0.0.1:${apiPort}/api/sj/v1/mztLogin/loginStatus`, api, 'the demo API');

const server = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
children.push(server);
server.on('exit', (code) => stop(code ?? 1));
await waitFor(`http://127.0.0.1:${port}/`, server, 'nginx');
console.log(
  `Portal behind nginx on http://localhost:${port} (demo API on 127.0.0.1:${apiPort}; config in ${dir})`,
);
