// Where review screenshots go: SHOTS_DIR when a reviewer names a folder, else beside the test results.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export function shotPath(group: string, name: string): string {
  const dir = resolve(process.env.SHOTS_DIR ?? 'test-results/shots', group);
  mkdirSync(dir, { recursive: true });
  return resolve(dir, `${name}.png`);
}
