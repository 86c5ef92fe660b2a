// Updates: a second build served to an open page shows 新版本已就绪; 立即更新 reloads into it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { test, expect } from './support/fixtures';
import { waitForServiceWorker } from './offline-support';

const ROOT = resolve(import.meta.dirname, '../..');
/** the folder the test server serves (playwright.config passes DIST_DIR on) */
const DIST = join(ROOT, process.env.DIST_DIR ?? 'dist');
const NEXT = join(ROOT, 'dist-e2e-next');
/** files the next build overwrites rather than adds (everything else is content-hashed), with their
 * precompressed copies: nginx serves those, so a stale index.html.br would outlive the test */
const REPLACED = ['index.html', 'sw.js', 'manifest.webmanifest'].flatMap((f) => [f, `${f}.br`, `${f}.gz`]);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)));
}

const entryScript = (html: string) => /assets\/index-[\w-]+\.js/.exec(html)?.[0];

test.describe.configure({ timeout: 120_000 });

test.beforeAll(() => {
  execFileSync('npx', ['vite', 'build', '--outDir', NEXT, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    env: { ...process.env, APP_VERSION: `e2e-next-${Date.now()}` },
    stdio: 'inherit',
  });
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
