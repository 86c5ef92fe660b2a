// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleReport, overBudget } from '../../scripts/first-screen-budget';

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

  it('says where a screen script comes from, by package and app folder, from the module map', () => {
    const dist = fakeDist(Buffer.from(randomBytes(30 * 1024).toString('base64')));
    const map = {
      'assets/extra.js': [
        { module: '/repo/node_modules/react-dom/cjs/react-dom.production.js', bytes: 3000 },
        { module: '/repo/src/features/policy/card/policy-card.tsx', bytes: 1000 },
      ],
    };
    writeFileSync(join(dist, '.vite/module-map.json'), JSON.stringify(map));
    const home = moduleReport(dist).join('\n').split('\nlist:')[0]!;
    const kbOf = (group: string) => Number(new RegExp(`([\\d.]+) KB  ${group}\n`).exec(home)?.[1]);
    // the chunk's compressed size shared 3 : 1 by rendered size
    expect(kbOf('react-dom')).toBeCloseTo(3 * kbOf('src/features/policy'), 0);
    expect(kbOf('react-dom')).toBeGreaterThan(20);
  });
});
