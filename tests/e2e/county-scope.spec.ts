import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { loginAs } from './support/login';
import { allCardsShown } from './support/policy-list';

/** The areas the policy cards on screen name (适用区域：…). */
async function cardAreas(page: Page): Promise<string[]> {
  await allCardsShown(page);
  return page.locator('[data-policy-id]').evaluateAll((cards) =>
    cards.map((card) => {
      const term = [...card.querySelectorAll('dt')].find((dt) => dt.textContent?.includes('适用区域'));
      return term?.nextElementSibling?.textContent?.trim() ?? '?';
    }),
  );
}

async function chooseCounty(page: Page, name: string) {
  await page.getByRole('button', { name: /切换区县/ }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test('choosing 晋江市 scopes home and the list to 晋江 and city-wide policies, shown by a chip and kept in the address', async ({
  page,
  browser,
}) => {
  await page.goto('/#/indexHome');
  await expect(page.getByTestId('scope-chip')).toHaveCount(0);
  await chooseCounty(page, '晋江市');
  await expect(page).toHaveURL(/indexHome\?.*countyCode=(%22)?350582/);
  await expect(page.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
  await expect(page.getByTestId('stats-scope')).toHaveText('统计范围：全市');
  await expect
    .poll(async () => (await cardAreas(page)).every((a) => a === '晋江市' || a === '市本级'))
    .toBe(true);
  expect(await cardAreas(page)).toContain('晋江市');

  // the list opened from the header's nav carries the same scope
  await page.goto('/#/policyList');
  await expect(page).toHaveURL(/policyList\?.*countyCode=(%22)?350582/);
  await expect(page.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
  await expect(page.getByRole('group', { name: '所属区域' }).getByRole('combobox')).toHaveValue('350582');
  await expect
    .poll(async () => (await cardAreas(page)).every((a) => a === '晋江市' || a === '市本级'))
    .toBe(true);

  // the address alone reproduces it, on a device that never chose a county
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
  await expect
    .poll(async () => (await cardAreas(other)).every((a) => a === '晋江市' || a === '市本级'))
    .toBe(true);
  await expect(other.getByRole('button', { name: /切换区县/ })).toContainText('晋江市');
  await fresh.close();

  // removing the chip shows every area again, here and in the header
  await page.getByRole('button', { name: '取消地区范围：晋江市' }).click();
  await expect(page.getByTestId('scope-chip')).toHaveCount(0);
  await expect(page).not.toHaveURL(/countyCode/);
  await expect(page.getByRole('button', { name: /切换区县/ })).toContainText('市本级');
  await page.reload();
  await expect(page.getByTestId('scope-chip')).toHaveCount(0);
});

test('a logged-in enterprise starts from its registered county (鲤城区)', async ({ page }) => {
  await loginAs(page, 'enterprise');
  await expect(page.getByRole('button', { name: /切换区县/ })).toContainText('鲤城区');
  await page.goto('/#/policyList');
  await expect(page.getByTestId('scope-chip')).toContainText('鲤城区 + 全市');
  // the choice is still the user's to change
  await chooseCounty(page, '晋江市');
  await expect(page.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
  await page.reload();
  await expect(page.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
});

test('the county chip names the county in both languages', async ({ page }) => {
  await page.goto('/#/policyList?countyCode=350582');
  await expect(page.getByTestId('scope-chip')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('scope-chip')).toContainText('Jinjiang City + city-wide');
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
});
