import { chromium } from '@playwright/test';
const base = 'http://localhost:4182';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  for (const p of pages) {
    const [name, hash] = p.split('=', 2).length === 2 ? [p.split('@')[0], p.split('@')[1]] : [p, p];
    const [label, route] = p.includes('@') ? p.split('@') : [p.replace(/[^a-z]/gi, ''), p];
    await page.goto(`${base}/#${route}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/content/${label}-${width}.png`, fullPage: true });
    console.log('shot', label, width);
  }
  await ctx.close();
}
await browser.close();
