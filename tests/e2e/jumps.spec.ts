import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs, loginAndOpen } from './support/login';

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
  await save.click();
  await save.click();
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
});

test('a person opening an enterprise system is told to switch accounts', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/platformTtransit?systemCode=listingConsult');
  await expect(page.getByText('此功能需要使用企业账号登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '切换账号' })).toBeVisible();
});

test('the calculator refuses an enterprise whose information is incomplete', async ({ page }) => {
  await loginAndOpen(page, 'enterpriseIncomplete', '/#/platformTtransit?systemCode=calculator');
  await expect(page.getByText('请先完善企业信息')).toBeVisible();
  await expect(page.getByRole('link', { name: '去完善企业信息' })).toHaveAttribute('href', /infoCompletion/);
});

test('an unknown system code is explained, not followed', async ({ page }) => {
  await page.goto('/#/platformTtransit?systemCode=https://evil.example');
  await expect(page.getByText('未找到要访问的系统，请从导航重新进入')).toBeVisible();
});
