// Screenshots of 我的材料 (a licence from 电子证照库, an expired document flagged) and the application form's
// 从我的材料选择 picker, phone and desktop, Chinese and English. Axe audits these states in tests/e2e/a11y.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from '../e2e/support/fixtures';
import { lockerWithDocuments } from '../e2e/support/locker';
import { shotPath } from './shots';

freshDemoForEachTest();

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];

async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: shotPath('locker', name), fullPage });
}

for (const lang of ['zh', 'en'] as const)
  for (const size of SIZES)
    test(`我的材料 and the slot picker ${lang} ${size.name}`, async ({ page }) => {
      // logged in at the default size (a phone's header keeps the user menu in its drawer)
      await lockerWithDocuments(page);
      await page.setViewportSize(size);
      if (lang === 'en') await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
      await page.reload();
      await expect(page.getByTestId('locker-flagged')).toBeVisible();
      await shoot(page, `locker-${lang}-${size.name}`);

      await page.goto('/#/applyPolicy?id=p-0001');
      await page.getByTestId('locker-pick-1').click();
      await expect(page.locator('[data-testid="picker-document"]')).toHaveCount(2);
      await shoot(page, `picker-${lang}-${size.name}`, false);
      await page.locator('[data-testid="picker-document"]:not([data-expired]) button').click();
      await expect(page.getByTestId('material-1').getByTestId('from-locker')).toBeVisible();
      await page.getByTestId('material-1').scrollIntoViewIfNeeded();
      await page.getByTestId('material-1').screenshot({ path: shotPath('locker', `slot-${lang}-${size.name}`) });
    });
