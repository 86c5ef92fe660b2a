// `npm run check`: runs the named npm scripts at the same time (typecheck and lint use one core each),
// prints each one's output as a block when it ends, and fails when any of them fails.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: tsx scripts/run-side-by-side.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const runs = names.map(
  (name) =>
    new Promise<{ name: string; code: number; output: string; seconds: number }>((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) =>
        resolve({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
      );
    }),
);

let failed = 0;
for (const run of await Promise.all(runs)) {
  const verdict = run.code === 0 ? 'passed' : `failed (exit ${run.code})`;
  console.log(`── npm run ${run.name}: ${verdict} in ${run.seconds.toFixed(0)} s`);
  if (run.output.trim()) console.log(run.output.trimEnd());
  if (run.code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
