// Screenshots of forms refused on submit, all through the one form mechanism: the consultation (each field's
// problem at once, focus on the first), the region dialog (its messages under the pickers) and the matching
// questionnaire (messages at its questions, the first brought into view), phone and desktop, Chinese and English.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from '../e2e/support/fixtures';
import { loginAs } from '../e2e/support/login';
import { recordAnswersAndOpen } from '../e2e/support/questionnaire';
import { shotPath } from './shots';

freshDemoForEachTest();

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];

const shoot = (page: Page, name: string) => page.screenshot({ path: shotPath('forms', name) });

for (const lang of ['zh', 'en'] as const)
  for (const size of SIZES)
    test(`refused consultation ${lang} ${size.name}`, async ({ page }) => {
      await loginAs(page, 'person');
      await page.setViewportSize(size);
      if (lang === 'en') await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
      await page.reload();
      // a phone folds the floating tools into one button first
      const unfold = page.locator('[aria-controls="floating-tools-list"]');
      const ask = page.getByRole('button', { name: lang === 'en' ? 'Ask' : '咨询', exact: true });
      await unfold.or(ask).first().waitFor();
      if (await unfold.isVisible()) await unfold.click();
      await ask.click();
      const consult = page.getByRole('dialog');
      const phone = consult.locator('input[type="tel"]');
      await expect(phone).not.toHaveValue('');
      await phone.fill('12345');
      await consult.locator('button[type="submit"]').click();
      await expect(consult.locator('[aria-invalid="true"]')).toHaveCount(3);
      await shoot(page, `consult-${lang}-${size.name}`);
    });

for (const lang of ['zh', 'en'] as const)
  for (const size of SIZES)
    test(`refused region dialog ${lang} ${size.name}`, async ({ page }) => {
      // logged in at the default size (a phone's header keeps the user menu in its drawer)
      await loginAs(page, 'enterpriseNoRegion');
      await page.setViewportSize(size);
      if (lang === 'en') await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
      await page.reload();
      const region = page.getByRole('dialog').first();
      await expect(region).toBeVisible();
      await region.locator('button:not([aria-label])').last().click();
      await expect(region.locator('[aria-invalid="true"]')).toHaveCount(1);
      await shoot(page, `region-${lang}-${size.name}`);
    });

for (const lang of ['zh', 'en'] as const)
  for (const size of SIZES)
    test(`refused questionnaire ${lang} ${size.name}`, async ({ page }) => {
      await loginAs(page, 'person');
      // earlier answers to one multiple-choice question: the page reopens with every question shown
      await recordAnswersAndOpen(page, { startup: '1' });
      await page.setViewportSize(size);
      if (lang === 'en') await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
      await page.reload();
      const confirm = page.getByRole('button', {
        name: lang === 'en' ? 'Confirm and match now' : '确认并立即匹配',
      });
      const startup = page.getByTestId('question-startup');
      await startup.getByRole('checkbox').first().uncheck();
      // nothing answered: refused at the first question (above, brought into view) and at the last
      await confirm.click();
      const first = page.getByTestId('question-ageRange');
      await expect(first.locator('[role="alert"]')).toBeVisible();
      await expect(first.getByRole('radio').first()).toBeFocused();
      await shoot(page, `questionnaire-first-${lang}-${size.name}`);
      // answering the first clears its message; the last question's stays, and is where focus goes next
      await first.getByRole('radio').nth(1).check();
      await confirm.click();
      const last = page.getByTestId('question-insurance');
      await expect(last.getByRole('checkbox').first()).toBeFocused();
      await expect(first.locator('[role="alert"]')).toHaveCount(0);
      await shoot(page, `questionnaire-last-${lang}-${size.name}`);
    });

for (const lang of ['zh', 'en'] as const)
  for (const size of SIZES)
    test(`refused questionnaire in the matching dialog ${lang} ${size.name}`, async ({ page }) => {
      await loginAs(page, 'person');
      await recordAnswersAndOpen(page, { startup: '1' });
      await page.setViewportSize(size);
      if (lang === 'en') await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
      await page.goto('/#/indexHome?audience=2');
      await page.reload();
      await page
        .getByRole('button', { name: lang === 'en' ? 'Policy matching' : '政策匹配', exact: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // a phone folds the questionnaire into one line above the results
      const fold = page.locator('[aria-controls="matching-questionnaire"]');
      const startup = page.getByTestId('question-startup');
      await fold.or(startup).first().waitFor();
      if (await fold.isVisible()) await fold.click();
      await startup.getByRole('checkbox').first().uncheck();
      await page
        .getByRole('button', { name: lang === 'en' ? 'Confirm and match now' : '确认并立即匹配' })
        .click();
      // the first question, above, is brought into view below the dialog's title bar
      const first = page.getByTestId('question-ageRange');
      await expect(first.getByRole('radio').first()).toBeFocused();
      await expect(first.locator('[role="alert"]')).toBeInViewport();
      await shoot(page, `questionnaire-dialog-${lang}-${size.name}`);
    });
