import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';


freshDemoForEachTest();

test('an enterprise adds a project end to end: validation, tree select, save, list and detail', async ({
  page,
}) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/enterpriseProject', '企业项目');
  await expect(page.getByText('共 12 条')).toBeVisible();
  await expect(page.getByRole('table').getByText('在建').first()).toBeVisible();

  await page.getByRole('link', { name: '新增项目' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新增企业项目' })).toBeVisible();
  await page.getByRole('button', { name: '保存项目' }).click();
  await expect(page.getByText('请输入项目名称')).toBeVisible();
  await expect(page.getByText('请输入项目总投资')).toBeVisible();
  await expect(page.getByText('请选择开工日期')).toBeVisible();
  await expect(page.getByText('请选择企业类型')).toBeVisible();
  await expect(page.getByLabel('项目名称')).toBeFocused();

  await page.getByLabel('项目名称').fill('2026年智能仓储物流中心建设项目');
  await page.getByLabel('项目总投资').fill('0');
  await page.getByRole('button', { name: '保存项目' }).click();
  await expect(page.getByText('总投资应为大于0的数字，最多4位小数')).toBeVisible();
  await page.getByLabel('项目总投资').fill('1250.5');
  await page.getByLabel('开工日期').fill('2026-03-15');

  await page.getByLabel('企业类型').click();
  await page.getByRole('option', { name: '内资企业' }).click();
  await page.getByRole('option', { name: '私营企业' }).click();
  await page.getByRole('option', { name: '私营有限责任公司' }).click();
  await expect(page.getByLabel('企业类型')).toHaveValue(/私营有限责任公司/);
  await page.getByLabel('项目简介').fill('新建立体仓库及智能分拣系统。');

  await page.getByRole('button', { name: '保存项目' }).click();
  await expect(page.getByText('项目已保存')).toBeVisible();
  await expect(page).toHaveURL(/#\/enterprise\/enterpriseProject/);
  await expect(page.getByText('共 13 条')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '2026年智能仓储物流中心建设项目' });
  await expect(row).toContainText('1250.50');
  await expect(row).toContainText('2026-03-15');

  await row.getByRole('link', { name: '2026年智能仓储物流中心建设项目' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '项目详情' })).toBeVisible();
  await expect(page.getByText('新建立体仓库及智能分拣系统。')).toBeVisible();
  // the label names the unit (总投资（万元）), so the figure is in 万元 as in the list
  await expect(page.getByRole('definition').filter({ hasText: /^1250\.50$/ })).toBeVisible();
});

test('offline, the project form cannot be submitted and says why', async ({ page, context }) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/addProject', '新增企业项目');
  await expect(page.getByLabel('企业类型')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: '保存项目' })).toBeDisabled();
  await expect(page.getByRole('main').getByText('此操作需要联网，请恢复网络后重试')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: '保存项目' })).toBeEnabled();
});
