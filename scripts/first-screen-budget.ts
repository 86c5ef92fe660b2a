// `npm run budget` (in `npm test`, right after the build): fails when a first screen sends more than its
// budget in scripts/first-screen-budgets.ts, measured on the built dist/ by scripts/first-screen-bytes.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_SCREEN_BUDGETS } from './first-screen-budgets';
import { firstScreenBytes } from './first-screen-bytes';
import type { ModuleMap } from './vite-module-map';
import { readRoomWords, wordsInChunks } from './words-in-chunks';

const kb = (bytes: number) => bytes / 1024;

export function overBudget(dist = 'dist'): { lines: string[]; failures: string[] } {
  const lines: string[] = [];
  const failures: string[] = [];
  for (const s of firstScreenBytes(dist)) {
    for (const kind of ['js', 'css'] as const) {
      const { budgetKb, targetKb } = FIRST_SCREEN_BUDGETS[s.screen][kind];
      const sent = kb(s[kind].gzip);
      const over = sent > budgetKb;
      const line =
        `${over ? 'OVER' : 'ok  '} ${s.screen.padEnd(6)} ${kind.toUpperCase().padEnd(3)} ${sent.toFixed(1)} KB gzip ` +
        `(${kb(s[kind].brotli).toFixed(1)} KB br) budget ${budgetKb} KB, target ${targetKb} KB`;
      lines.push(line);
      if (over) failures.push(line);
    }
  }
  return { lines, failures };
}

/**
 * A module's group: its npm package, or the app's folder two levels down (src/features/policy, with all its
 * rooms).
 */
function groupOf(module: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg) return pkg[1]!;
  const app = /\/((?:src|sw)\/[^/?]+(?:\/[^/?]+)?)/.exec(module);
  return app ? app[1]!.replace(/\.[jt]sx?$/, '') : module.replace(/\?.*$/, '');
}

/**
 * Where each first screen's script bytes come from (the module map the build writes): each chunk's
 * gzip size shared among its modules by their rendered size, summed by package or app folder.
 */
export function moduleReport(dist = 'dist', top = 18): string[] {
  const mapFile = join(dist, '.vite/module-map.json');
  if (!existsSync(mapFile)) return [`no ${mapFile}: build again (vite build writes it)`];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as ModuleMap;
  const lines: string[] = [];
  for (const s of firstScreenBytes(dist)) {
    const groups = new Map<string, number>();
    for (const file of s.js.files) {
      const modules = map[file] ?? [];
      const rendered = modules.reduce((sum, m) => sum + m.bytes, 0);
      if (rendered === 0) continue;
      const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      for (const m of modules) {
        const group = groupOf(m.module);
        groups.set(group, (groups.get(group) ?? 0) + (gzip * m.bytes) / rendered);
      }
    }
    lines.push(`\n${s.screen}: ${kb(s.js.gzip).toFixed(1)} KB gzip of script, by package or app folder`);
    const sorted = [...groups].sort((a, b) => b[1] - a[1]);
    for (const [group, bytes] of sorted.slice(0, top))
      lines.push(`  ${kb(bytes).toFixed(1).padStart(6)} KB  ${group}`);
    const rest = sorted.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
    lines.push(`  ${kb(rest).toFixed(1).padStart(6)} KB  ${sorted.length - top} more`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.env.DIST_DIR ?? 'dist';
  const { lines, failures } = overBudget(dist);
  console.log(lines.join('\n'));
  if (process.argv.includes('--modules')) console.log(moduleReport(dist).join('\n'));
  const words = wordsInChunks(dist, await readRoomWords());
  console.log(words.lines.join('\n'));
  if (words.failures.length) {
    console.error(`\n${words.failures.join('\n')}`);
    process.exitCode = 1;
  }
  if (failures.length) {
    console.error(
      `\n${failures.length} first-screen budget(s) exceeded: a change made a first screen heavier. Make it ` +
        'lazy (see docs/performance.md) or, with a reason, raise the budget in scripts/first-screen-budgets.ts.',
    );
    process.exitCode = 1;
  }
}
