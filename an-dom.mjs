import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
const p = await ctx.newPage();
await p.goto('http://localhost:4212' + (process.argv[2] ?? '/#/indexHome'));
await p.waitForTimeout(6000);
console.log(await p.evaluate(() => {
  const all = document.querySelectorAll('*').length;
  const rows = [];
  const walk = (el, depth) => {
    for (const c of Array.from(el.children)) {
      const n = c.querySelectorAll('*').length + 1;
      if (n > 60) { rows.push(`${'  '.repeat(depth)}${n} ${c.tagName.toLowerCase()}.${(c.className || '').toString().slice(0, 50)} ${c.getAttribute('aria-label') ?? ''} ${(c.querySelector('h2,h3')?.textContent ?? '').slice(0, 20)}`); if (depth < 6) walk(c, depth + 1); }
    }
  };
  walk(document.body, 0);
  return `all ${all}\n` + rows.join('\n');
}));
await b.close();
