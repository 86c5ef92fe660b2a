// The end-to-end tests' servers (the demo APIs of each project's workers, and nginx in front of one), started side
// by side before the first test and stopped after the last. Playwright's own webServer list starts them one after
// another; on a 2-core machine that was half a minute before any test ran.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { portProblem } from '../../../server/lib/ports';

export interface ServerSpec {
  name: string;
  /** the script to run with tsx, from the project's root */
  script: string;
  env: Record<string, string>;
  /** answers 2xx once the server (and whatever it fronts) is ready */
  readyUrl: string;
}

const ROOT = resolve(import.meta.dirname, '../../..');
const READY_WITHIN_MS = 60_000;

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

function start(spec: ServerSpec): { child: ChildProcess; output: () => string } {
  // node with tsx's loader, not `npm run serve`: no npm and no second node process in between
  const child = spawn(process.execPath, ['--import', 'tsx', spec.script], {
    cwd: ROOT,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group, so stopping it stops what it started (nginx and its API)
    detached: true,
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[${spec.name}] ${chunk.toString()}`);
  });
  return { child, output: () => log };
}

async function untilReady(spec: ServerSpec, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${spec.name} stopped (exit ${child.exitCode}) before it was ready:\n${output()}`);
    }
    if (await answers(spec.readyUrl)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `${spec.name} was not ready at ${spec.readyUrl} within ${READY_WITHIN_MS / 1000} s:\n${output()}`,
  );
}

function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Starts every server at once and waits for all; returns what stops them. Outside CI a server already answering
 * on its port is used as it is (a developer's own), as Playwright's reuseExistingServer does.
 */
export async function startServers(specs: ServerSpec[], reuse: boolean): Promise<() => Promise<void>> {
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of started) stop(child);
  };
  try {
    await Promise.all(
      specs.map(async (spec) => {
        if (await answers(spec.readyUrl)) {
          if (reuse) return;
          throw new Error(`${spec.readyUrl} already answers: another server holds ${spec.name}'s port`);
        }
        const { child, output } = start(spec);
        started.push(child);
        await untilReady(spec, child, output);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/**
 * The end-to-end ports: E2E_PORT (chromium's workers), VISUAL_PORT (+100), NGINX_PORT (+40, its API on the next;
 * by default 4220, clear of npm run bench's 4210–4213).
 * Each is checked: a port browsers refuse (4190 was nginx's once) would start a server no test can reach.
 */
export function e2ePorts() {
  const port = Number(process.env.E2E_PORT ?? 4180);
  const ports = {
    port,
    // the visual regression suite (tests/visual) has its own servers whose demo data run on a fixed clock
    visualPort: Number(process.env.VISUAL_PORT ?? port + 100),
    // the smoke journeys behind nginx (tests/nginx): the built portal served by deploy/nginx/, the demo API behind it
    nginxPort: Number(process.env.NGINX_PORT ?? port + 40),
    /** two on this project's 2-core machines; E2E_WORKERS overrides (each worker gets its own demo APIs) */
    workers: Number(process.env.E2E_WORKERS ?? 2),
  };
  const used = [ports.nginxPort, ports.nginxPort + 1];
  for (let i = 0; i < ports.workers; i += 1) used.push(ports.port + i, ports.visualPort + i);
  for (const p of used) {
    const problem = portProblem(p);
    if (problem) throw new Error(`end-to-end port ${p} ${problem}: set E2E_PORT, VISUAL_PORT or NGINX_PORT`);
  }
  return ports;
}
