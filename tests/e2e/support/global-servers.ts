// Playwright's global setup: the servers every project needs, started side by side (./servers.ts).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VISUAL_NOW } from '../../visual/clock';
import { e2ePorts, startServers, type ServerSpec } from './servers';

const dist = process.env.DIST_DIR ?? 'dist';

/** Each server's own data folder (SQLite and files), emptied when it starts (DATA_DIR_FRESH): no shared state. */
const dataDirFor = (port: number) => ({
  DATA_DIR: join(tmpdir(), `portal-e2e-data-${port}`),
  DATA_DIR_FRESH: '1',
});

/** One demo API per worker, on `base` + the worker's parallel index (tests/e2e/support/fixtures.ts). */
function demoApis(
  name: string,
  base: number,
  workers: number,
  env: Record<string, string> = {},
): ServerSpec[] {
  return Array.from({ length: workers }, (_, i) => ({
    name: `${name} ${i}`,
    script: 'server/start.ts',
    env: { PORT: String(base + i), DIST_DIR: dist, ...dataDirFor(base + i), ...env },
    readyUrl: `http://localhost:${base + i}/__demo/endpoints`,
  }));
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { port, visualPort, nginxPort, workers } = e2ePorts();
  return startServers(
    [
      ...demoApis('demo API', port, workers),
      ...demoApis('visual demo API', visualPort, workers, { DEMO_NOW: VISUAL_NOW }),
      {
        name: 'nginx',
        script: 'scripts/start-nginx.ts',
        env: { PORT: String(nginxPort), DIST_DIR: dist, ...dataDirFor(nginxPort) },
        // through nginx to the demo API: both are up (the /__demo/ controls are never on behind nginx)
        readyUrl: `http://localhost:${nginxPort}/api/sj/v1/mztLogin/loginStatus`,
      },
    ],
    !process.env.CI,
  );
}
