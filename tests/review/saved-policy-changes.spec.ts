// The change notice of saved policies (a deadline moved with the amount and conditions; one withdrawn), on the
// list and on the saved copy, at phone and desktop sizes in both languages, written for a person to look at
// (axe over both states: tests/e2e/a11y-states/offline.ts).
import { test, expect } from '../e2e/support/fixtures';
import { changedSavedPolicies, resetDemo } from '../e2e/offline-support';
import { shotPath } from './shots';

test.afterEach(async ({ request }) => {
  await resetDemo(request);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    test(`saved policies' change notice, ${lang}, ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.addInitScript((l) => localStorage.setItem('portal.lang', l), lang);
      await changedSavedPolicies(page);
      await page.screenshot({
        path: shotPath('saved-policy-changes', `list-${lang}-${width}`),
        fullPage: true,
      });
      await page
        .locator('li', { has: page.locator('[data-policy-change="p-0001"]') })
        .getByRole('link')
        .last()
        .click();
      await expect(page.locator('[data-policy-change="p-0001"]')).toBeVisible();
      await page.screenshot({
        path: shotPath('saved-policy-changes', `view-${lang}-${width}`),
        fullPage: false,
      });
    });
  }
}
