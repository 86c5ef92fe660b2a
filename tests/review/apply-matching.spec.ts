// Review screenshots of the explained matches (people and enterprise), phone and desktop, Chinese and English.
// Their assertions live in tests/e2e/enterprise-matching.spec.ts, place-matching.spec.ts and vitest.
import type { Locator, Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from '../e2e/support/fixtures';
import { loginAs } from '../e2e/support/login';
import { recordAnswersAndOpen } from '../e2e/support/questionnaire';
import { shotPath } from './shots';

freshDemoForEachTest();

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const item = (page: Page) => page.locator('li:has([data-policy-id])');

/** Lets the explanation's unfolding and a language switch finish painting before a screenshot. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 400))));
}

/** Opens the explanation of the first 可能匹配 item; returns that item. */
async function explainFirstPossible(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: /可能匹配/ }).click();
  const first = item(page).first();
  await first.getByRole('button', { name: '为什么是这个结果' }).click();
  return first;
}

/** A screenshot named `name` with `shown` scrolled into view, once the page has settled. */
async function shootShowing(page: Page, shown: Locator, name: string): Promise<void> {
  await shown.scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: shotPath('apply', name) });
}

/** The language button sits in the wide header. */
async function toEnglish(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'English' }).click();
  await page.setViewportSize(size);
}

for (const size of SIZES) {
  test(`the enterprise match and an open explanation in both languages at ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await loginAs(page, 'enterprise', '/#/enterpriseMatching');
    await page.setViewportSize(size);
    await expect(item(page).first()).toBeVisible();
    await page.screenshot({ path: shotPath('apply', `enterprise-match-zh-${size.width}`) });
    const first = await explainFirstPossible(page);
    await expect(first.locator('[data-kind="area"]')).toBeVisible();
    await shootShowing(page, first, `enterprise-explanation-zh-${size.width}`);
    await toEnglish(page, size);
    await expect(first.locator('[data-kind="area"]')).toContainText('Licheng District');
    await shootShowing(page, first, `enterprise-explanation-en-${size.width}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await page.screenshot({ path: shotPath('apply', `enterprise-match-en-${size.width}`) });
  });

  test(`the people match's explanation in both languages at ${size.width}×${size.height}`, async ({ page }) => {
    await loginAs(page, 'person');
    await recordAnswersAndOpen(page);
    await page.setViewportSize(size);
    if (size.width === 1366) {
      await item(page).first().getByRole('button', { name: '为什么是这个结果' }).click();
      await settle(page);
      await item(page).first().screenshot({ path: shotPath('apply', 'explain-precise-zh') });
    }
    const first = await explainFirstPossible(page);
    await expect(first.locator('[data-kind="area"]')).toBeVisible();
    await shootShowing(page, first, `explain-zh-${size.width}`);
    await toEnglish(page, size);
    await expect(first.locator('[data-kind="area"]')).toContainText('Fengze District');
    await shootShowing(page, first, `explain-en-${size.width}`);
  });
}

test('an enterprise profile with missing fields on a phone', async ({ page }) => {
  await loginAs(page, 'enterpriseIncomplete', '/#/enterpriseMatching');
  await page.setViewportSize({ width: 390, height: 844 });
  const note = page.getByTestId('missing-note');
  await expect(note).toContainText('所属行业、企业规模未填写');
  await note.scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: shotPath('apply', 'enterprise-missing-zh-390') });
});
