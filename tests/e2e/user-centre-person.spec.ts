import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs, loginAndOpen } from './support/login';

freshDemoForEachTest();

test('a person sees masked identity, edits contact details with validation, and sees them saved', async ({
  page,
}) => {
  await loginAndOpen(page, 'person', '/#/enterprise/personInfo', '个人信息');
  await expect(page.getByText('陈志明', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('3505**********1234')).toBeVisible();
  await expect(page.getByText('138****1234')).toBeVisible();
  await expect(page.getByText('丰泽区', { exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: '修改个人信息' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '修改个人信息' })).toBeVisible();
  const address = page.getByLabel('居住地址');
  await expect(address).toHaveValue('福建省泉州市丰泽区东湖街道刺桐路288号');
  await address.fill('晋江');
  await page.getByLabel('所在区县').selectOption('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('地址过短，请填写到街道和门牌号')).toBeVisible();
  await expect(page.getByText('请选择所在区县', { exact: true }).last()).toBeVisible();
  await expect(page.getByLabel('所在区县')).toBeFocused();

  await page.getByLabel('所在区县').selectOption('350582');
  await address.fill('福建省晋江市青阳街道世纪大道88号');
  await page.getByRole('radio', { name: '站内消息' }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  await expect(page.getByText('福建省晋江市青阳街道世纪大道88号')).toBeVisible();
  await expect(page.getByText('晋江市', { exact: true })).toBeVisible();
});

test('on a phone the application list becomes cards', async ({ page }) => {
  await loginAs(page, 'person');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/#/enterprise/myApply');
  await expect(page.getByRole('heading', { level: 1, name: '我的申报' })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.getByRole('list', { name: '我的申报' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('办理状态');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
