import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';

freshDemoForEachTest();

test('an enterprise without a region completes it: county, then street; the street code is sent', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pcLogin/countyInfo')) bodies.push(r.postDataJSON());
  });
  await loginAs(page, 'enterpriseNoRegion');
  const dialog = page.getByRole('dialog', { name: '完善企业所属区域' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请先选择区县')).toBeVisible();

  await dialog.getByLabel('所属区县').click();
  await page.getByRole('option', { name: '晋江市' }).click();
  await dialog.getByLabel('所属街道（乡镇）').click();
  const street = page.getByRole('option').first();
  await street.click();
  // several quick clicks within 500 ms make one call
  const save = dialog.getByRole('button', { name: '保存' });
  // both clicks land before the dialog can close (a second click waiting for the closed dialog never lands)
  await save.dblclick();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ countyCode: expect.stringMatching(/^350582\d{3}$/) });
  await page.reload();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '完善企业所属区域' })).toHaveCount(0);
});

test('a visitor opening the innovation voucher is sent to enterprise login first', async ({
  page,
  context,
}) => {
  await page.goto('/#/indexHome');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /创新券/ }).click(),
  ]);
  await tab.waitForURL(/\/__idp\/login\?loginType=2/);
  await expect(tab.getByText('当前业务系统请求的登录类型')).toContainText('企业');
});

test('a logged-in enterprise reaches the credit-loan system in a new tab', async ({ page, context }) => {
  await loginAs(page, 'enterprise');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /信用贷/ }).click(),
  ]);
  await tab.waitForURL(/\/__demo\/sites\/creditLoan/);
  // the sister system's page is what the visitor sees, and the portal stays where it was in its own tab
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
    '您已从“泉州市惠企惠民政策直达平台”跳转到：信易贷融资服务平台',
  );
  await expect(tab.locator('code').first()).toHaveText('creditLoan');
  expect(new URL(page.url()).pathname).not.toContain('__demo');
  await expect(page.getByRole('link', { name: /信用贷/ })).toBeVisible();
  await tab.close();
});
