import { test, expect } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';

for (const [path, h1] of [
  ['/newsList', '新闻资讯'],
  ['/newsDetail?id=n-001', null],
  ['/prizePublicity', '申报公示'],
  ['/declarationGuide', '申报指南'],
] as const) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(`/#${path}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    if (h1) await expect(heading).toHaveText(h1);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
}
