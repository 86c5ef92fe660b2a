import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKED_PORTS, portProblem } from '../../server/lib/ports';
import { e2ePorts } from '../e2e/support/servers';

const ROOT = resolve(import.meta.dirname, '../..');

describe('ports read from the environment', () => {
  it('refuses what is not a port, and the ports browsers will not open', () => {
    for (const bad of [0, -1, 65_536, 4173.5, Number.NaN]) expect(portProblem(bad)).toMatch(/not a port/);
    expect(portProblem(4190)).toMatch(/browsers refuse/);
    expect(portProblem(6000)).toMatch(/browsers refuse/);
    expect(portProblem(4173)).toBeNull();
  });

  it('agrees with what Node fetch itself refuses', async () => {
    // undici implements the same Fetch standard list: it must fail before any connection for each of ours
    for (const port of [4190, 5060, 6667, 10080]) {
      expect(BLOCKED_PORTS.has(port)).toBe(true);
      const error = await fetch(`http://127.0.0.1:${port}/`).catch((e: Error) => e);
      expect((error as Error).cause).toMatchObject({ message: 'bad port' });
    }
  });

  it('keeps the end-to-end defaults off them, and refuses an override onto one', () => {
    const saved = { ...process.env };
    try {
      delete process.env.E2E_PORT;
      delete process.env.VISUAL_PORT;
      delete process.env.NGINX_PORT;
      expect(() => e2ePorts()).not.toThrow();
      process.env.E2E_PORT = '4150'; // nginx would be 4190
      expect(() => e2ePorts()).toThrow(/4190 is a port browsers refuse/);
    } finally {
      process.env = saved;
    }
  });

  it('stops a server on such a port with a message instead of listening where nobody can reach it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start-api.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '4190' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT=4190 is a port browsers refuse');
  });
});
