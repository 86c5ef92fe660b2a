// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { overBudget } from '../../scripts/first-screen-budget';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A built dist/ in miniature: the three screens share an entry; home's chunk imports `homeExtra`. */
function fakeDist(homeExtraBytes: Buffer): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const file = (name: string, body: Buffer | string) => writeFileSync(join(dist, 'assets', name), body);
  for (const name of ['entry.js', 'boot.js', 'portal.js', 'home.js', 'list.js', 'detail.js'])
    file(name, 'export{}');
  file('entry.css', 'body{margin:0}');
  file('extra.js', homeExtraBytes);
  const chunk = (f: string, imports: string[] = [], css: string[] = []) => ({
    file: `assets/${f}`,
    imports,
    css,
  });
  const manifest = {
    'index.html': { ...chunk('entry.js', [], ['assets/entry.css']), isEntry: true },
    'src/app/boot.tsx': chunk('boot.js'),
    'src/routes/_portal.tsx?tsr-split=component': chunk('portal.js'),
    'src/routes/_portal/indexHome.tsx?tsr-split=component': chunk('home.js', ['_extra.js']),
    '_extra.js': chunk('extra.js'),
    'src/routes/_portal/policyList.tsx?tsr-split=component': chunk('list.js'),
    'src/routes/_portal/policyDetail.tsx?tsr-split=component': chunk('detail.js'),
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('npm run budget', () => {
  it('passes screens within their budget', () => {
    expect(overBudget(fakeDist(Buffer.from('export const x = 1;'))).failures).toEqual([]);
  });

  it('fails the screen whose chunk graph brings more than its budget, and only that one', () => {
    // 400 KB that do not compress: over any first-screen budget
    const { failures } = overBudget(fakeDist(Buffer.from(randomBytes(300 * 1024).toString('base64'))));
    expect(failures).toEqual([expect.stringMatching(/^OVER home +JS/)]);
  });
});
