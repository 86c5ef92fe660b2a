import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';

freshDemoForEachTest();

test('a personal account is told the enterprise policy needs an enterprise login', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0001');
  await expect(page.getByText('当前为个人账号，请使用企业账号登录')).toBeVisible();
  // the button starts the enterprise login on the identity platform
  await page.getByRole('button', { name: '企业登录' }).click();
  await page.waitForURL(/\/__idp\/login.*loginType=2/);
});

test('an enterprise without a region completes it on the full page', async ({ page }) => {
  await loginAndOpen(page, 'enterpriseNoRegion', '/#/infoCompletion', '完善企业信息');
  await expect(page.getByText('未完善')).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请选择所属区县')).toBeVisible();

  await page.getByLabel('所属区县').selectOption({ label: '丰泽区' });
  const street = page.getByLabel('所属街道（乡镇）');
  await expect(street).toBeEnabled();
  await street.selectOption({ label: '东海街道' });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page.getByText('企业所属区域已更新为：东海街道。')).toBeVisible();
});
