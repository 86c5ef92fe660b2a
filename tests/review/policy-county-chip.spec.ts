// Review screenshots of the county chip in both languages, on a phone and a desktop (npm run shots).
import { test, expect } from '../e2e/support/fixtures';
import { shotPath } from './shots';

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`the county chip in both languages at ${size.width}×${size.height}`, async ({ page }) => {
    await page.goto('/#/policyList?countyCode=350582');
    await expect(page.getByTestId('scope-chip')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByTestId('scope-chip')).toContainText('Jinjiang City + city-wide');
    await page.setViewportSize(size);
    await page.getByTestId('scope-chip').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('policy', `chip-en-${size.width}`) });
    // the language switch is in the desktop header
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: '中文' }).click();
    await page.setViewportSize(size);
    await expect(page.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
    await page.getByTestId('scope-chip').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('policy', `chip-zh-${size.width}`) });
  });
}
