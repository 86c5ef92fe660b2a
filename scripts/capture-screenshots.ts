// The manifest's install-sheet screenshots (public/screenshots/), taken from the built portal's home.
// Usage: npm run build && npm run serve (another shell), then `npx tsx scripts/capture-screenshots.ts [baseUrl]`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/e2e/support/chromium';

const SHOTS = [
  { file: 'home-wide.png', width: 1280, height: 800 },
  { file: 'home-narrow.png', width: 540, height: 960 },
];

async function main(baseUrl: string) {
  const out = resolve(import.meta.dirname, '../public/screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const shot of SHOTS) {
      const page = await browser.newPage({
        viewport: { width: shot.width, height: shot.height },
        locale: 'zh-CN',
      });
      await page.goto(new URL('/#/indexHome', baseUrl).toString());
      await page.locator('[data-testid="hot-words"] a').first().waitFor();
      await page.locator('[data-testid="stat-total"]').first().waitFor();
      // the floating ad would cover the statistics in a still picture
      await page
        .getByTestId('floating-ad')
        .getByRole('button')
        .first()
        .click()
        .catch(() => undefined);
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, shot.file) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main(process.argv[2] ?? 'http://localhost:4173').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
