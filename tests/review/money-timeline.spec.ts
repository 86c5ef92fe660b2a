// Screenshots of the money followed to the bank for review: an application's money steps on its detail, a
// 免申即享 receipt's steps on its page and in 我享受的政策 with the per-year totals; phone and desktop,
// Chinese and English. Axe audits these states in tests/e2e/a11y.spec.ts (a11y-states/money.ts).
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from '../e2e/support/fixtures';
import { loginAs } from '../e2e/support/login';
import { paidApplication, receiptOnItsWay } from '../e2e/support/money';
import { shotPath } from './shots';

freshDemoForEachTest();

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: shotPath('money', name), fullPage: true });
}

async function inLanguage(page: Page, lang: 'zh' | 'en') {
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
    await page.reload();
  }
}

for (const lang of ['zh', 'en'] as const)
  for (const size of SIZES) {
    test(`application money steps ${lang} ${size.name}`, async ({ page }) => {
      await loginAs(page, 'enterprise');
      await page.setViewportSize(size);
      await inLanguage(page, lang);
      const id = await paidApplication(page);
      await page.goto(`/#/applyDetail?id=${id}`);
      await expect(page.getByTestId('money-payee')).toHaveCount(2);
      await shoot(page, `apply-detail-${lang}-${size.name}`);
      await page.goto('/#/enterprise/myApply');
      await expect(page.locator('[data-testid="apply-row-amount"]:visible').first()).toBeVisible();
      await shoot(page, `my-apply-${lang}-${size.name}`);
    });

    test(`receipt steps ${lang} ${size.name}`, async ({ page }) => {
      await loginAs(page, 'person');
      await page.setViewportSize(size);
      await inLanguage(page, lang);
      await receiptOnItsWay(page);
      await page.goto('/#/freeTrial?id=p-0054&msId=fa-0054&isApply=false&ms=true');
      await expect(page.getByTestId('receipt-progress').getByTestId('receipt-step')).toHaveCount(4);
      await shoot(page, `free-trial-${lang}-${size.name}`);
      await page.goto('/#/enterprise/myEnjoyPolicy');
      await expect(page.getByTestId('enjoy-receipt')).toHaveCount(1);
      await shoot(page, `my-enjoy-${lang}-${size.name}`);
    });
  }
