// Updates: a next version served to an open page shows 新版本已就绪; 立即更新 reloads into it.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { test, expect } from './support/fixtures';
import { waitForServiceWorker } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const ROOT = resolve(import.meta.dirname, '../..');
/** the folder the test server serves (playwright.config passes DIST_DIR on) */
const DIST = join(ROOT, process.env.DIST_DIR ?? 'dist');
/** files the next version overwrites rather than adds (everything else is content-hashed), with their
 * precompressed copies: the servers send those, so a stale index.html.br would outlive the test */
const REPLACED = ['index.html', 'sw.js', 'manifest.webmanifest'].flatMap((f) => [f, `${f}.br`, `${f}.gz`]);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)));
}

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

let NEXT = '';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(() => {
  NEXT = mkdtempSync(join(tmpdir(), 'portal-next-'));
  nextVersion(NEXT);
});

test.afterAll(() => rmSync(NEXT, { recursive: true, force: true }));

test('a waiting new version is offered and 立即更新 reloads into it', async ({ page }) => {
  await page.goto('/#/indexHome');
  await waitForServiceWorker(page);
  const currentEntry = entryScript(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const nextEntry = entryScript(readFileSync(join(NEXT, 'index.html'), 'utf8'));
  expect(nextEntry).toBeTruthy();
  expect(nextEntry).not.toBe(currentEntry);

  const backup = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  const before = new Set(listFiles(DIST));
  for (const file of REPLACED)
    if (existsSync(join(DIST, file))) copyFileSync(join(DIST, file), join(backup, file));
  try {
    cpSync(NEXT, DIST, { recursive: true, force: true });
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
  } finally {
    for (const file of REPLACED)
      if (existsSync(join(backup, file))) copyFileSync(join(backup, file), join(DIST, file));
    for (const file of listFiles(DIST)) if (!before.has(file)) rmSync(join(DIST, file));
    rmSync(backup, { recursive: true, force: true });
  }
});
