import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';

freshDemoForEachTest();

test('an enterprise applies for a policy and follows it on the application detail', async ({ page }) => {
  await loginAndOpen(page, 'enterprise', '/#/applyPolicy?id=p-0001');
  await expect(page.getByRole('heading', { level: 1, name: '政策申报' })).toBeVisible();
  // prefilled from the session's user info
  await expect(page.getByLabel('申报主体')).not.toHaveValue('');

  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入正确的联系电话')).toBeVisible();
  await expect(page.getByText('请阅读并勾选承诺')).toBeVisible();

  await page.getByLabel('联系电话').fill('13812345678');
  await page.getByLabel('申报说明').fill('本企业上年度研发投入同比增长二十个百分点，符合补助条件。');
  for (const box of await page.locator('main input[type="checkbox"]').all()) await box.check();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('table').getByText('13812345678')).toBeVisible();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('申报成功')).toBeVisible();
  await page.getByRole('link', { name: '查看申报进度' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '申报详情' })).toBeVisible();
  await expect(page.getByText('已提交', { exact: true })).toBeVisible();
  await expect(page.getByText('提交申报', { exact: true })).toBeVisible();

  // the same policy cannot be applied for twice: the server's reason is shown and the form keeps its values
  await page.goto('/#/applyPolicy?id=p-0001');
  await page.getByLabel('联系电话').fill('13812345678');
  await page.getByLabel('申报说明').fill('再次提交同一政策的申报，用于验证重复申报提示。');
  for (const box of await page.locator('main input[type="checkbox"]').all()) await box.check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.locator('main').getByText('您已申报该政策，请勿重复提交')).toBeVisible();
  await page.getByRole('button', { name: '返回修改' }).click();
  await expect(page.getByLabel('联系电话')).toHaveValue('13812345678');
});

test('submitting needs a connection', async ({ page, context }) => {
  await loginAndOpen(page, 'enterprise', '/#/applyPolicy?id=p-0001');
  await page.getByLabel('联系电话').fill('13812345678');
  await page.getByLabel('申报说明').fill('本企业上年度研发投入同比增长二十个百分点，符合补助条件。');
  for (const box of await page.locator('main input[type="checkbox"]').all()) await box.check();
  await page.getByRole('button', { name: '下一步' }).click();
  await context.setOffline(true);
  await expect(page.getByText('此操作需要联网，请恢复网络后重试')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认提交' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: '确认提交' })).toBeEnabled();
});

test('a personal account is told the enterprise policy needs an enterprise login', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0001');
  await expect(page.getByText('当前为个人账号，请使用企业账号登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '企业登录' })).toBeVisible();
});

test('an enterprise without a region completes it on the full page', async ({ page }) => {
  await loginAndOpen(page, 'enterpriseNoRegion', '/#/infoCompletion');
  await expect(page.getByRole('heading', { level: 1, name: '完善企业信息' })).toBeVisible();
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

test('a person who applies sees the new application in 我的申报 at once, not a minute-old list', async ({
  page,
}) => {
  await loginAndOpen(page, 'person', '/#/enterprise/myApply');
  await expect(page.getByRole('heading', { level: 1, name: '我的申报' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11);
  const firstBefore = (await rows.nth(1).innerText()).trim();

  await page.goto('/#/applyPolicy?id=p-0005');
  await expect(page.getByRole('heading', { level: 1, name: '政策申报' })).toBeVisible();
  await page.getByLabel('联系电话').fill('13812345678');
  await page.getByLabel('申报说明').fill('本人首次创业，已办理营业执照并正常经营满六个月，符合补贴条件。');
  for (const box of await page.locator('main input[type="checkbox"]').all()) await box.check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('申报成功')).toBeVisible();

  // back within the query's one-minute freshness: the list must show the new application on top
  await page.goto('/#/enterprise/myApply');
  await expect(page.getByRole('heading', { level: 1, name: '我的申报' })).toBeVisible();
  await expect(rows.nth(1)).toContainText('一次性创业补贴');
  await expect(rows.nth(1)).toContainText('已提交');
  await expect(rows.nth(1)).not.toHaveText(firstBefore);
});
