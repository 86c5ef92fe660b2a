import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://localhost:4230';
const routes = (process.argv[3] ?? 'indexHome').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
for (const width of [1280, 375]) {
  for (const lang of ['zh-CN', 'en']) {
    const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 800 } });
    await page.goto(`${base}/#/indexHome`);
    await page.evaluate((l) => localStorage.setItem('portal.lang', l), lang);
    await page.reload();
    for (const r of routes) {
      await page.goto(`${base}/#/${r}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/lead/${r.replace(/[^a-zA-Z]/g, '_')}-${lang}-${width}.png`, fullPage: width > 500 });
    }
    await page.close();
  }
}
await browser.close();
