// Issue 11: what a reviewer sees first must be believable, and 泉州台商投资区 opens its own site.
import { test, expect, freshDemoForEachTest } from './support/fixtures';

freshDemoForEachTest();

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
