// Screenshots of home and detail in 长辈模式 at 1366×768 and 390×844, for a person to look at.
import { test, expect } from '../e2e/support/fixtures';
import { presetA11y } from '../e2e/a11y-support';
import { visit } from '../e2e/offline-support';
import { shotPath } from './shots';

test('screenshots of home and detail in 长辈模式 (1366×768 and 390×844)', async ({ page }) => {
  await presetA11y(page, { elder: true });
  for (const [w, h] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/#/indexHome');
    const card = page.locator('article[data-policy-id]').first();
    await expect(card).toBeVisible();
    await page.screenshot({ path: shotPath('session', `home-elder-${w}x${h}`) });
    const id = (await card.getAttribute('data-policy-id'))!;
    await visit(page, `/policyDetail?id=${id}`);
    await expect(page.getByTestId('policy-content')).not.toBeEmpty();
    await page.screenshot({ path: shotPath('session', `detail-elder-${w}x${h}`) });
  }
});
