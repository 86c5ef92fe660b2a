// A person's precise matches are of the person's county or the whole city, and each explanation names the area;
// another county's policy is at most not matched, the area its reason; in English the area and county are
// English while the policy's own words stay Chinese. The answers are recorded the fast way (the answering
// itself is matching-questionnaire.spec.ts).
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';
import { recordAnswersAndOpen } from './support/questionnaire';

freshDemoForEachTest();

test('precise matches are only of the person’s county or the whole city, and every explanation names the area', async ({
  page,
}) => {
  await loginAs(page, 'person');
  const pages: { areaTypeStr: string }[][] = [];
  page.on('response', async (r) => {
    if (r.url().includes('policyMatchingPage') && r.url().includes('matchingModel=1'))
      pages.push(((await r.json()) as { data: { records: { areaTypeStr: string }[] } }).data.records);
  });
  await recordAnswersAndOpen(page);
  const items = page.locator('li:has([data-policy-id])');
  await expect(items.first()).toBeVisible();
  // the answer's body is read by the listener after the list has rendered it
  await expect.poll(() => pages.flat().length).toBeGreaterThan(0);
  expect(pages.flat().every((p) => p.areaTypeStr === '丰泽区' || p.areaTypeStr === '市本级')).toBe(true);

  const n = await items.count();
  for (let i = 0; i < n; i += 1) {
    const item = items.nth(i);
    await item.getByRole('button', { name: '为什么是这个结果' }).click();
    const list = item.getByRole('list', { name: '匹配条件' });
    const area = list.locator('[data-kind="area"]');
    await expect(area).toHaveAttribute('data-status', 'met');
    await expect(area).toContainText('丰泽区');
    await expect(list.locator('[data-kind="applicant"]')).toHaveAttribute('data-status', 'met');
    await expect(list.locator('[data-status="unmet"]')).toHaveCount(0);
  }

  // a policy of another county is at most "not matched", with the area as the reason
  await page.getByRole('tab', { name: /未匹配/ }).click();
  const other = page
    .locator('li:has([data-policy-id])')
    .filter({ hasText: /惠安县|洛江区|德化县|南安市|晋江市|石狮市|鲤城区|泉港区|安溪县|永春县|开发区|台商/ })
    .first();
  await other.getByRole('button', { name: '为什么是这个结果' }).click();
  const area = other.locator('[data-kind="area"]');
  await expect(area).toHaveAttribute('data-status', 'unmet');
  await expect(area).toContainText('不符合');
  await expect(area).toContainText('您的情况：丰泽区');

  // in English a possible match's explanation names the area and the county in English; the policy's own
  // words stay Chinese and say so (the language button sits in the wide header)
  await page.getByRole('tab', { name: /可能匹配/ }).click();
  const possible = page.locator('li:has([data-policy-id])').first();
  await possible.getByRole('button', { name: '为什么是这个结果' }).click();
  await expect(possible.locator('[data-kind="area"]')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(possible.locator('[data-kind="area"]')).toContainText('Area');
  await expect(possible.locator('[data-kind="area"]')).toContainText('Fengze District');
  await expect(possible.locator('[data-kind="situation"] [lang="zh-CN"]').first()).toBeVisible();
});
