// The table `npm run load` prints, and which targets a run missed.
export interface LoadRow {
  name: string;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** connection errors, timeouts, non-2xx answers and (access log) records not accepted */
  errors: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  note?: string;
  /** false: the p99 is reported, not held to the target (the submit run, whose work is a file upload) */
  latencyJudged?: boolean;
}

export interface LoadTargets {
  p99Ms: number;
  rssGrowthMb: number;
  /** the run whose memory growth is judged */
  rssRow: string;
}

const HEAD = [
  'endpoint',
  's',
  'requests',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'RSS before MB',
  'RSS after MB',
];

export function renderLoadTable(
  rows: LoadRow[],
  targets: LoadTargets,
): { table: string; failures: string[] } {
  const cells = rows.map((r) => [
    r.name,
    r.seconds.toFixed(0),
    String(r.requests),
    r.reqPerSec.toFixed(0),
    r.p50.toFixed(0),
    r.p99.toFixed(0),
    String(r.errors),
    r.rssBeforeMb.toFixed(1),
    r.rssAfterMb.toFixed(1),
  ]);
  const widths = HEAD.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const table = [
    line(HEAD),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
    ...rows.filter((r) => r.note).map((r) => `${r.name}: ${r.note}`),
  ].join('\n');

  const failures: string[] = [];
  for (const r of rows) {
    if (r.errors > 0) failures.push(`${r.name}: ${r.errors} errors (target 0)`);
    if (r.latencyJudged !== false && r.p99 > targets.p99Ms)
      failures.push(`${r.name}: p99 ${r.p99} ms (target ≤ ${targets.p99Ms} ms)`);
    if (r.name === targets.rssRow && r.rssAfterMb - r.rssBeforeMb > targets.rssGrowthMb)
      failures.push(
        `${r.name}: RSS grew ${(r.rssAfterMb - r.rssBeforeMb).toFixed(1)} MB (target ≤ ${targets.rssGrowthMb} MB)`,
      );
  }
  return { table, failures };
}
