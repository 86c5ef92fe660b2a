// `npm run budget` (in `npm test`, right after the build): fails when a first screen sends more than its
// budget in scripts/first-screen-budgets.ts, measured on the built dist/ by scripts/first-screen-bytes.ts.
import { FIRST_SCREEN_BUDGETS } from './first-screen-budgets';
import { firstScreenBytes } from './first-screen-bytes';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, failures } = overBudget(process.env.DIST_DIR ?? 'dist');
  console.log(lines.join('\n'));
  if (failures.length) {
    console.error(
      `\n${failures.length} first-screen budget(s) exceeded: a change made a first screen heavier. Make it ` +
        'lazy (see README, Performance) or, with a reason, raise the budget in scripts/first-screen-budgets.ts.',
    );
    process.exitCode = 1;
  }
}
