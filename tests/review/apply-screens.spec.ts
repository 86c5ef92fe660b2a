// Screenshots of the application screens for review (form, an upload in progress, eligibility, history, the
// correction form), phone and desktop, Chinese and English. Axe audits these states in tests/e2e/a11y.spec.ts;
// the English eligibility's Chinese words are checked in tests/features/apply/apply-refusals.test.tsx.
import type { Page } from '@playwright/test';
import { test, expect, demo, freshDemoForEachTest, injectFault } from '../e2e/support/fixtures';
import { loginAs } from '../e2e/support/login';
import { PNG } from '../e2e/support/apply';
import { shotPath } from './shots';

freshDemoForEachTest();

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: shotPath('apply', name), fullPage: true });
}

for (const lang of ['zh', 'en'] as const)
  for (const size of SIZES)
    test(`application screens ${lang} ${size.name}`, async ({ page }) => {
      await loginAs(page, 'person');
      await page.setViewportSize(size);
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
        await page.reload();
      }
      await page.goto('/#/policyDetail?id=p-0230');
      await expect(page.getByTestId('eligibility')).toBeVisible();
      // the questionnaire's own words stay Chinese, marked so, in the English interface too
      await expect(
        page.getByTestId('eligibility').locator('[data-status="unknown"] span[lang="zh-CN"]').first(),
      ).toHaveText('自主创业');
      await shoot(page, `eligibility-${lang}-${size.name}`);

      await injectFault(page, { path: '/api/manage/gj/v1/pcUser/apply/file', delayMs: 60_000, times: 1 });
      await page.goto('/#/applyPolicy?id=p-0005');
      await page
        .getByTestId('material-input-0')
        .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('[data-testid="material-file"][data-state="uploading"]')).toHaveCount(1);
      await shoot(page, `form-uploading-${lang}-${size.name}`);

      const list = await demo<{ id: string; status: string; accountId: string }[]>(page, 'applications');
      const returned = list.find((a) => a.status === 'returned' && a.accountId === 'u-person-1');
      await page.goto(`/#/applyDetail?id=${returned!.id}`);
      await expect(page.getByTestId('history')).toBeVisible();
      await shoot(page, `history-${lang}-${size.name}`);

      await page.getByTestId('start-correction').click();
      await expect(page.getByTestId('correction-form').getByTestId('material-file').first()).toBeVisible();
      await shoot(page, `correction-${lang}-${size.name}`);
    });
