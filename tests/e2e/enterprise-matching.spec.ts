// 快速匹配 → 惠企政策匹配: an enterprise matched from its enterprise information (docs/product.md#enterprise-matching).
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';

freshDemoForEachTest();

const CHOICE = '惠企政策匹配';
const item = (page: Page) => page.locator('li:has([data-policy-id])');

/** Records the areas of every enterprise-match page the portal receives, per group. */
function watchAreas(page: Page): Record<string, string[]> {
  const areas: Record<string, string[]> = {};
  page.on('response', async (r) => {
    const m = /enterpriseMatchingPage\/.*matchingModel=(\d)/.exec(r.url());
    if (!m?.[1]) return;
    const body = (await r.json()) as { data: { records: { areaTypeStr: string }[] } };
    (areas[m[1]] ??= []).push(...body.data.records.map((p) => p.areaTypeStr));
  });
  return areas;
}

async function openFromQuickMatch(page: Page): Promise<void> {
  await page.goto('/#/indexHome');
  await page.getByRole('button', { name: '快速匹配', exact: true }).click();
  await page
    .getByRole('dialog', { name: '快速匹配' })
    .getByRole('button', { name: new RegExp(CHOICE) })
    .click();
  await expect(page).toHaveURL(/#\/enterpriseMatching/);
}

test('the demo enterprise sees explained matches from its profile, none of another county precise', async ({
  page,
}) => {
  const areas = watchAreas(page);
  await loginAs(page, 'enterprise');
  await openFromQuickMatch(page);
  await expect(page.getByRole('heading', { level: 1, name: CHOICE })).toBeVisible();
  // what it was matched on: the enterprise's own information
  const basis = page.locator('dl');
  const profile: Record<string, string> = {
    enterpriseType: '有限责任公司（自然人投资或控股）',
    industry: '制造业',
    size: '小型企业',
    founded: '2016-05-18',
    area: '鲤城区',
  };
  for (const [field, value] of Object.entries(profile))
    await expect(basis.locator(`[data-field="${field}"] dd`)).toHaveText(value);
  await expect(page.getByTestId('missing-note')).toHaveCount(0);
  for (const model of ['1', '2', '3'])
    expect(Number(await page.getByTestId(`count-${model}`).textContent())).toBeGreaterThan(0);

  await expect(item(page).first()).toBeVisible();
  await expect.poll(() => areas['1']?.length ?? 0).toBeGreaterThan(0);
  expect(areas['1']?.every((a) => a === '鲤城区' || a === '市本级')).toBe(true);
  // a precise match: every condition met, the area with the enterprise's county
  const first = item(page).first();
  await first.getByRole('button', { name: '为什么是这个结果' }).click();
  const list = first.getByRole('list', { name: '匹配条件' });
  await expect(list.locator('[data-kind="area"]')).toHaveAttribute('data-status', 'met');
  await expect(list.locator('[data-kind="area"]')).toContainText('鲤城区');
  await expect(list.locator('[data-kind="applicant"]')).toHaveAttribute('data-status', 'met');
  await expect(list.locator('[data-status="unmet"], [data-status="unanswered"]')).toHaveCount(0);

  // a possible match names the condition it does not meet
  await page.getByRole('tab', { name: /可能匹配/ }).click();
  const possible = item(page).first();
  await possible.getByRole('button', { name: '为什么是这个结果' }).click();
  await expect(possible.locator('[data-status="unmet"]').first()).toBeVisible();

  // another county's policy is not matched, because of the area
  await page.getByRole('tab', { name: /不匹配/ }).click();
  const other = item(page)
    .filter({ hasText: /晋江市|南安市|惠安县|丰泽区|石狮市|安溪县/ })
    .first();
  await other.getByRole('button', { name: '为什么是这个结果' }).click();
  const area = other.locator('[data-kind="area"]');
  await expect(area).toHaveAttribute('data-status', 'unmet');
  await expect(area).toContainText('您的情况：鲤城区');
  await expect.poll(() => areas['3']?.length ?? 0).toBeGreaterThan(0);

  // in English, a possible match's open explanation names the county in English; the policy's own words (the
  // industry or enterprise type it asks for) stay Chinese and say so (the language button sits in the wide header)
  await page.getByRole('tab', { name: /可能匹配/ }).click();
  const explained = item(page).first();
  await explained.getByRole('button', { name: '为什么是这个结果' }).click();
  await expect(explained.locator('[data-kind="area"]')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise policy matching' })).toBeVisible();
  await expect(explained.locator('[data-kind="area"]')).toContainText('Licheng District');
  await expect(explained.locator('[data-kind] [lang="zh-CN"]').first()).toBeVisible();
});

test('works with the keyboard alone', async ({ page }) => {
  await loginAs(page, 'enterprise');
  await page.getByRole('button', { name: '快速匹配', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '快速匹配' });
  await dialog.getByRole('button', { name: new RegExp(CHOICE) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/enterpriseMatching/);
  const precise = page.getByRole('tab', { name: /精准匹配/ });
  await expect(precise).toBeVisible();
  await precise.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /可能匹配/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /不匹配/ })).toBeFocused();
  // the 不匹配 list has arrived (only the selected panel is mounted) before the keyboard walks into it
  const toggle = item(page).first().getByRole('button', { name: '为什么是这个结果' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('tab', { name: /不匹配/ })).toBeFocused();
  await page.keyboard.press('Tab');
  // from the tab into the list: the first card's links, then its 为什么是这个结果
  for (let i = 0; i < 12 && !(await toggle.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page).first().locator('[data-kind="area"]')).toBeVisible();
});
