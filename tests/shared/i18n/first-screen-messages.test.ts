// The first screens carry only their own strings (src/shared/i18n/catalogue.ts): no code they load at
// once may name a key of a later namespace (it would show empty until the namespace arrives), and a
// lazily imported module they open (a dialog) that names such keys must arrive with them (withMessages).
// The reverse holds too: a first-screen room holds only keys the first screens (or the dialogs and panels
// they open) name, so the words later screens, dialogs of later screens and the worker say do not ride in
// every first download.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LATER_MESSAGES,
  LATER_NAMESPACES,
  zhCN,
  type LaterNamespace,
} from '../../../src/shared/i18n/catalogue';
import { SCREENS, type ScreenEntry } from '../../../src/shared/config/screens';
import { keysNamed } from '../../../scripts/message-keys';

const root = resolve(__dirname, '../../..');
// what scripts/first-screen-bytes.ts counts as the first screens, from their sources
const FIRST_SCREEN_ENTRIES = [
  'src/main.tsx',
  'src/app/boot.tsx',
  'src/routes/__root.tsx',
  'src/routes/_portal.tsx',
  'src/routes/_portal/indexHome.tsx',
  'src/routes/_portal/policyList.tsx',
  'src/routes/_portal/policyDetail.tsx',
];
// the screen manifest names every screen's label; the first screens show only those of the main nav and
// the user menu (checked below), the site map (not a first screen) the others
const SCREEN_MANIFEST = resolve(root, 'src/shared/config/screens.ts');

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Every source file reached from `entries` through static imports (the message files themselves aside). */
function staticGraph(entries: string[], skip = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    // the route tree names every route file; their screens are split off (autoCodeSplitting), so the
    // walk starts from the first screens' route files instead
    if (seen.has(file) || skip.has(file) || /\/i18n\/messages\/|routeTree\.gen/.test(file)) return;
    seen.add(file);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveImport(file, spec);
      if (next) visit(next);
    }
  };
  entries.forEach(visit);
  return seen;
}

const laterKeys = new Map<string, LaterNamespace>();
for (const name of LATER_NAMESPACES) {
  const messages = await LATER_MESSAGES['zh-CN'][name]();
  for (const key of Object.keys(messages)) laterKeys.set(key, name);
}

const laterKeySet = new Set(laterKeys.keys());

/** The later keys the files name (quoted, or made by a template). */
function laterKeysNamed(files: Iterable<string>): { key: string; name: LaterNamespace; file: string }[] {
  const found: { key: string; name: LaterNamespace; file: string }[] = [];
  for (const file of files) {
    for (const key of keysNamed(readFileSync(file, 'utf8'), laterKeySet).keys) {
      const name = laterKeys.get(key);
      if (name) found.push({ key, name, file: relative(root, file) });
    }
  }
  return found;
}

const firstScreens = staticGraph(FIRST_SCREEN_ENTRIES.map((f) => resolve(root, f)));

/** The modules the first screens import lazily (dialogs, panels, sections shown later), with their own imports. */
function lazilyOpened(): Set<string> {
  const opened = new Set<string>();
  for (const file of firstScreens) {
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolveImport(file, spec);
      if (target) staticGraph([target], firstScreens).forEach((f) => opened.add(f));
    }
  }
  return opened;
}

const FIRST_SCREEN_PATHS = new Set(['/indexHome', '/policyList', '/policyDetail']);
/**
 * The first-room keys the first screens name: their code (quoted keys and keys made by templates), the
 * modules they open lazily, and of the screen manifest's labels and titles only those the main nav, the
 * user menu and the first screens themselves show (the others are the site map's and the later screens').
 */
function firstRoomKeysNamed(): Set<string> {
  const firstKeys = new Set(Object.keys(zhCN));
  const named = new Set<string>();
  for (const file of [...firstScreens, ...lazilyOpened()]) {
    if (file === SCREEN_MANIFEST) continue;
    keysNamed(readFileSync(file, 'utf8'), firstKeys).keys.forEach((key) => named.add(key));
  }
  const labels = new Set<string>();
  for (const screen of SCREENS as readonly ScreenEntry[]) {
    const shown = screen.nav || screen.centre?.userMenu || FIRST_SCREEN_PATHS.has(screen.path);
    for (const key of [screen.label, screen.title]) {
      if (!key) continue;
      labels.add(key);
      if (shown) named.add(key);
    }
  }
  for (const key of keysNamed(readFileSync(SCREEN_MANIFEST, 'utf8'), firstKeys).keys) {
    if (!labels.has(key)) named.add(key); // the nav's own entries (the 政策直达 menu, external systems)
  }
  return named;
}

describe('first-screen messages', () => {
  it('reads the first screens whole (the walk finds the layout, the three screens and their parts)', () => {
    expect(firstScreens.size).toBeGreaterThan(100);
    expect(laterKeys.size).toBeGreaterThan(100);
  });

  it('no first-screen code names a key of a later namespace', () => {
    const named = laterKeysNamed([...firstScreens].filter((file) => file !== SCREEN_MANIFEST));
    expect(named.map(({ key, name, file }) => `${key} (${name}) in ${file}`)).toEqual([]);
  });

  it('the main nav and the user menu (in the header of every first screen) use first-screen labels', () => {
    const inHeader = (SCREENS as readonly ScreenEntry[]).filter((s) => s.nav || s.centre?.userMenu);
    expect(inHeader.length).toBeGreaterThan(3);
    expect(inHeader.map((s) => s.label).filter((label) => label && laterKeys.has(label))).toEqual([]);
  });

  it('a lazy module opened from a first screen that names later keys arrives with them (withMessages)', () => {
    const missing: string[] = [];
    for (const file of firstScreens) {
      const source = readFileSync(file, 'utf8');
      for (const { 0: whole, 1: spec = '', index = 0 } of source.matchAll(DYNAMIC_IMPORT)) {
        const target = resolveImport(file, spec);
        if (!target) continue;
        const needed = new Set(laterKeysNamed(staticGraph([target], firstScreens)).map((hit) => hit.name));
        // the withMessages([...]) call that wraps this import, if any (the nearest one before it)
        const before = source.slice(Math.max(0, index - 200), index + whole.length);
        const wrapped = [...before.matchAll(/withMessages\(\s*\[([^\]]*)\]/g)].at(-1)?.[1] ?? '';
        for (const name of needed) {
          if (!wrapped.includes(`'${name}'`))
            missing.push(`${relative(root, file)}: ${spec} needs '${name}'`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a first-screen room holds only keys the first screens name (the others belong in a later room)', () => {
    const named = firstRoomKeysNamed();
    expect(named.size).toBeGreaterThan(300);
    const unnamed = Object.keys(zhCN).filter((key) => !named.has(key));
    expect(unnamed).toEqual([]);
  });
});
