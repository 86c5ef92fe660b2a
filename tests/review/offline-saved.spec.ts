// 我保存的政策 and its offline detail view at desktop and phone widths, written for a person to look at
// (axe over both states: tests/e2e/a11y-states/offline.ts).
import { test, expect } from '../e2e/support/fixtures';
import { openSavedListOffline, viewFirstSavedPolicy } from '../e2e/offline-support';
import { shotPath } from './shots';

for (const width of [1280, 375]) {
  test(`saved policies list and offline view at ${width}px`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSavedListOffline(page, context);
    await expect(page.getByText(/保存于 \d{4}/).first()).toBeVisible();
    await page.screenshot({ path: shotPath('offline', `saved-list-${width}`), fullPage: true });
    await viewFirstSavedPolicy(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.screenshot({ path: shotPath('offline', `saved-view-${width}`), fullPage: true });
  });
}
