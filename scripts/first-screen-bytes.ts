// What each first screen sends, compressed, by following the build's own chunk graph
// (dist/.vite/manifest.json): the entry in index.html and its static imports, the app it boots
// (src/app/boot.tsx, preloaded by the HTML), the layout route and the screen's own route chunk, each with
// everything it imports statically, and every stylesheet those chunks bring. Lazy chunks (dialogs,
// charts, upload, the carousel) are not counted: they are not part of the first screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const FIRST_SCREENS = {
  home: 'src/routes/_portal/indexHome.tsx',
  list: 'src/routes/_portal/policyList.tsx',
  detail: 'src/routes/_portal/policyDetail.tsx',
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

/** Every first screen starts with these (the HTML's entry, the app, the layout route). */
const ALWAYS = ['index.html', 'src/app/boot.tsx'];
const LAYOUT_ROUTE = 'src/routes/_portal.tsx';

/**
 * A route file's split chunk holding its component (the router plugin names it by what it holds:
 * `?tsr-split=component`, or `?tsr-split=component---loader` when the loader travels with it).
 */
function routeChunkKey(manifest: Manifest, routeFile: string): string {
  const key = Object.keys(manifest).find(
    (k) => k.startsWith(`${routeFile}?tsr-split=`) && k.split('=')[1]!.split('---').includes('component'),
  );
  if (!key) throw new Error(`${routeFile}'s component chunk is not in the build manifest`);
  return key;
}

export interface ScreenBytes {
  screen: FirstScreen;
  js: { gzip: number; brotli: number; files: string[] };
  css: { gzip: number; brotli: number; files: string[] };
}

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: was the build made with manifest: true?`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

function sizes(dist: string, files: Set<string>) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli, files: [...files].sort() };
}

export function firstScreenBytes(dist = 'dist'): ScreenBytes[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  return (Object.keys(FIRST_SCREENS) as FirstScreen[]).map((screen) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const routes = [LAYOUT_ROUTE, FIRST_SCREENS[screen]].map((file) => routeChunkKey(manifest, file));
    for (const key of [...ALWAYS, ...routes]) collect(manifest, key, js, css);
    return { screen, js: sizes(dist, js), css: sizes(dist, css) };
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const s of firstScreenBytes(process.env.DIST_DIR ?? 'dist')) {
    console.log(
      `${s.screen.padEnd(7)} JS ${kb(s.js.gzip)} gzip / ${kb(s.js.brotli)} br (${s.js.files.length} files)   CSS ${kb(s.css.gzip)} gzip / ${kb(s.css.brotli)} br (${s.css.files.length} files)`,
    );
  }
}
