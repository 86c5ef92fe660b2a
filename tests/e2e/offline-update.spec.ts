// Updates: a next version served to an open page shows 新版本已就绪; 立即更新 reloads into it.
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { test, expect } from './support/fixtures';
import { startServers } from './support/servers';
import { waitForServiceWorker } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const ROOT = resolve(import.meta.dirname, '../..');
/** the build the test servers serve (playwright.config passes DIST_DIR on): read here, never written */
const DIST = join(ROOT, process.env.DIST_DIR ?? 'dist');

const entryScript = (html: string) => /assets\/index-[\w-]+\.js/.exec(html)?.[0];

/** Writes a text file of the next version with its .br and .gz copies, as the build precompresses them. */
function writeBuilt(dir: string, file: string, text: string): void {
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/**
 * The next version, made from this build as a release would differ from it (no second build): a new entry
 * script under a new hashed name, an index.html that loads it, and a service worker whose precache lists the
 * new script and the new index.html's revision. Only the files that differ; they are copied over the served
 * build in the test.
 */
function nextVersion(dir: string): void {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = entryScript(html)!;
  const nextEntry = `assets/index-next${Date.now()}.js`;
  writeBuilt(dir, nextEntry, `${readFileSync(join(DIST, entry), 'utf8')}\n// the next version\n`);
  const nextHtml = html.replaceAll(entry, nextEntry);
  writeBuilt(dir, 'index.html', nextHtml);
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const revision = /"revision":"(\w+)","url":"index\.html"/.exec(sw)?.[1];
  expect(revision, 'the worker precaches index.html by revision').toBeTruthy();
  expect(sw).toContain(`"url":"${entry}"`);
  const nextRevision = createHash('md5').update(nextHtml).digest('hex');
  writeBuilt(
    dir,
    'sw.js',
    sw
      .replace(`"url":"${entry}"`, `"url":"${nextEntry}"`)
      .replace(
        `"revision":"${revision}","url":"index.html"`,
        `"revision":"${nextRevision}","url":"index.html"`,
      ),
  );
}

/** A port no server holds now (the system's pick: never one of the ports browsers refuse). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

let NEXT = '';
/** this spec's own copy of the build and its own server: the next version is written there, so the other
 * worker's tests, served from the build itself, never meet a half-replaced release */
let SERVED = '';
let origin = '';
let stopServer: () => Promise<void> = async () => undefined;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  NEXT = mkdtempSync(join(tmpdir(), 'portal-next-'));
  nextVersion(NEXT);
  SERVED = mkdtempSync(join(tmpdir(), 'portal-served-'));
  cpSync(DIST, SERVED, { recursive: true });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  stopServer = await startServers(
    [
      {
        name: 'update demo API',
        script: 'server/start.ts',
        env: {
          PORT: String(port),
          DIST_DIR: SERVED,
          DATA_DIR: join(tmpdir(), `portal-e2e-data-${port}`),
          DATA_DIR_FRESH: '1',
        },
        readyUrl: `${origin}/__demo/endpoints`,
      },
    ],
    false,
  );
});

test.afterAll(async () => {
  await stopServer();
  const dataDir = origin && join(tmpdir(), `portal-e2e-data-${new URL(origin).port}`);
  for (const dir of [NEXT, SERVED, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a waiting new version is offered and 立即更新 reloads into it', async ({ page }) => {
  await page.goto(`${origin}/#/indexHome`);
  await waitForServiceWorker(page);
  const currentEntry = entryScript(readFileSync(join(SERVED, 'index.html'), 'utf8'));
  const nextEntry = entryScript(readFileSync(join(NEXT, 'index.html'), 'utf8'));
  expect(nextEntry).toBeTruthy();
  expect(nextEntry).not.toBe(currentEntry);

  // the release: its files over the served copy (the hashed ones are added, index.html and sw.js replaced)
  cpSync(NEXT, SERVED, { recursive: true, force: true });
  // what the hourly / on-visible check does, now
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(page.getByText('新版本已就绪')).toBeVisible({ timeout: 30_000 });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: '立即更新' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const scripts = await page.evaluate(() => Array.from(document.scripts, (s) => s.src));
  expect(scripts.some((src) => src.endsWith(nextEntry!))).toBe(true);
  await expect(page.getByText('新版本已就绪')).toHaveCount(0);
  // the build the other tests are served is as it was
  expect(entryScript(readFileSync(join(DIST, 'index.html'), 'utf8'))).toBe(currentEntry);
});
