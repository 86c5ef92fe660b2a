// @vitest-environment node
// The screen manifest against the routes that really exist: the route files under src/routes (what the
// router plugin generates the tree from) and the generated tree itself. A screen missing on either side
// fails here, by name.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SCREENS,
  mainNav,
  offlineApi,
  REDIRECTABLE_PATHS,
  siteMapLinks,
} from '../../../src/shared/config/screens';

const ROUTES_DIR = join(import.meta.dirname, '../../../src/routes');

/** Full paths by TanStack's file conventions: `_x` is pathless, `index` is its folder's `/`, `-x` is not a route. */
function routeFilePaths(dir = ROUTES_DIR): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...routeFilePaths(full));
      continue;
    }
    if (!/\.tsx?$/.test(entry.name) || entry.name.startsWith('-') || entry.name === '__root.tsx') continue;
    const segments = relative(ROUTES_DIR, full)
      .replace(/\.tsx?$/, '')
      .split(sep);
    const last = segments.at(-1)!;
    if (last.startsWith('_') && !segments.slice(0, -1).length && segments.length === 1) continue; // a layout
    if (last === '$') continue; // the not-found screen answers every unknown address
    const kept = segments.filter((s) => !s.startsWith('_'));
    const path =
      last === 'index'
        ? `/${kept.slice(0, -1).join('/')}${kept.length > 1 ? '/' : ''}`
        : `/${kept.join('/')}`;
    found.push(path);
  }
  return found;
}

function generatedTreePaths(): string[] {
  const text = readFileSync(join(ROUTES_DIR, '../routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!).filter((p) => p !== '/$');
}

const manifest = SCREENS.map((s) => s.path as string);

describe('the screen manifest', () => {
  it('has a row for every route file, and a route file for every row', () => {
    const files = routeFilePaths();
    const withoutRow = files.filter((p) => !manifest.includes(p));
    const withoutRoute = manifest.filter((p) => !files.includes(p));
    expect(withoutRow, 'route files with no row in src/shared/config/screens.ts').toEqual([]);
    expect(withoutRoute, 'manifest rows with no route file under src/routes').toEqual([]);
  });

  it('agrees with the generated route tree (run the build or dev server to regenerate it)', () => {
    const tree = generatedTreePaths();
    expect(
      tree.filter((p) => !manifest.includes(p)),
      'routes in routeTree.gen.ts with no manifest row',
    ).toEqual([]);
    expect(
      manifest.filter((p) => !tree.includes(p)),
      'manifest rows missing from routeTree.gen.ts',
    ).toEqual([]);
  });

  it('lists each path once', () => {
    expect(new Set(manifest).size).toBe(manifest.length);
  });

  it('never lets a login return to a hand-over page that would loop', () => {
    expect(REDIRECTABLE_PATHS.has('/checkLogin')).toBe(false);
    expect(REDIRECTABLE_PATHS.has('/loginOutTtransit')).toBe(false);
    expect(REDIRECTABLE_PATHS.has('/policyList')).toBe(true);
    expect(REDIRECTABLE_PATHS.has('/enterprise/myApply')).toBe(true);
  });

  it('derives the main navigation in the copy deck order', () => {
    const labels = mainNav().map((i) =>
      i.kind === 'menu' ? `${i.label}[${i.items.map((x) => x.path).join(',')}]` : i.label,
    );
    expect(labels).toEqual([
      'nav.home',
      'nav.directPayment[/policyList,/prizePublicity,/prizeNotice]',
      'nav.compilation',
      'nav.innovationVoucher',
      'nav.creditLoan',
      'nav.listingConsult',
      'nav.news',
    ]);
  });

  it('gives the site map every section a link and the worker only public API', () => {
    for (const section of ['services', 'announcements', 'centre'] as const)
      expect(siteMapLinks(section).length).toBeGreaterThan(0);
    for (const path of [...offlineApi('fresh'), ...offlineApi('network')]) {
      expect(path, 'user-scoped answers are never cached by the worker').not.toMatch(
        /pcUser|personal\/loginInfo|pcLogin/,
      );
    }
  });
});
