// Issue 11: what a reviewer sees first must be believable, and 泉州台商投资区 opens its own site.
import { test, expect, freshDemoForEachTest } from './support/fixtures';

freshDemoForEachTest();

test('on a fresh start at least 6 of the 8 newest policies on home are open for application', async ({
  page,
}) => {
  await page.goto('/#/indexHome');
  const latest = page.locator('section[aria-labelledby="latest-heading"]');
  for (const tab of ['惠企政策', '惠民政策']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(latest.getByRole('heading', { level: 2 })).toContainText(tab);
    const cards = latest.locator('article');
    await expect(cards).toHaveCount(8);
    const remaining = await cards.locator('text=/剩余天数/').allInnerTexts();
    expect(remaining).toHaveLength(8);
    const open = remaining.filter((text) => /\d+\s*天/.test(text));
    expect(open.length, `${tab}: ${remaining.join(' | ')}`).toBeGreaterThanOrEqual(6);
  }
});

test('泉州台商投资区 in the county menu opens its own site, which answers 200', async ({ page, context }) => {
  await page.goto('/#/indexHome');
  await page.getByRole('button', { name: /切换区县/ }).click();
  const item = page.getByRole('menuitem', { name: /泉州台商投资区（将打开独立站点）/ });
  await expect(item).toHaveAttribute('href', '/__demo/sites/tstzq');
  const statuses: number[] = [];
  context.on('response', (r) => {
    if (new URL(r.url()).pathname === '/__demo/sites/tstzq') statuses.push(r.status());
  });
  const [site] = await Promise.all([context.waitForEvent('page'), item.click()]);
  await site.waitForLoadState();
  expect(statuses).toEqual([200]);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('泉州台商投资区惠企政策服务平台（演示）');
  await expect(
    site.getByRole('table', { name: '泉州台商投资区政策列表' }).locator('tbody tr'),
  ).not.toHaveCount(0);
  await expect(site.getByRole('link', { name: '返回泉州市惠企惠民政策直达平台' })).toBeVisible();
});
