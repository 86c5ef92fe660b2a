import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest, failOnce } from './support/fixtures';
import { loginAs, loginAndOpen } from './support/login';
import { expectNoSeriousAxeViolations } from './support/axe';

freshDemoForEachTest();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('an enterprise sees its profile, changes its bank account after confirming, and the change is recorded', async ({
  page,
}) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/enterpriseInfo');
  await expect(heading(page, '企业信息')).toBeVisible();
  await expect(page.getByText('泉州海丝智造科技有限公司', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('91350502MA2Y8K3L4Q')).toBeVisible();
  await expect(page.getByText('139****5678')).toBeVisible();
  await expect(page.getByText('鲤城区', { exact: true })).toBeVisible();
  await expect(page.getByText('暂无账户变更记录')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: '变更银行账户' }).click();
  const dialog = page.getByRole('dialog', { name: '变更对公银行账户' });
  await dialog.getByLabel('开户银行').fill('');
  await dialog.getByLabel('新银行账号').fill('12345');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请输入开户银行')).toBeVisible();
  await expect(dialog.getByText('银行账号应为10至30位数字')).toBeVisible();

  await dialog.getByLabel('开户银行').fill('中国工商银行泉州分行');
  await dialog.getByLabel('新银行账号').fill('6222 0214 0000 5678 901');
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('dialog', { name: '确认变更银行账户' });
  await expect(confirm.getByText('6222021400005678901')).toBeVisible();
  await confirm.getByRole('button', { name: '确认变更' }).click();
  await expect(page.getByText('银行账户已变更')).toBeVisible();
  await expect(page.getByText('中国工商银行泉州分行')).toBeVisible();
  // the record list now shows the change, masked
  await expect(page.getByRole('table').getByText('6222***********8901')).toBeVisible();
});

test('an enterprise with incomplete information is sent to complete it', async ({ page }) => {
  await loginAndOpen(page, 'enterpriseIncomplete', '/#/enterprise/enterpriseInfo');
  await expect(page.getByRole('alert').filter({ hasText: '请先完善企业信息' })).toBeVisible();
  await page.getByRole('link', { name: '立即完善企业信息' }).click();
  await expect(page).toHaveURL(/#\/infoCompletion/);
});

test('applications are paged with Chinese status labels, bad params fall back, and axe passes', async ({
  page,
}) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myApply?page=abc&pageSize=999');
  await expect(heading(page, '我的申报')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(11);
  for (const label of ['已提交', '审核中', '审核通过', '未通过', '已兑现'])
    await expect(table.getByText(label).first()).toBeVisible();
  await expect(page.getByText('共 14 条')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(5);
  await page.getByLabel('每页条数').selectOption('20');
  await expect(table.getByRole('row')).toHaveCount(15);

  const first = table.getByRole('link', { name: /^查看详情：/ }).first();
  await first.click();
  await expect(page).toHaveURL(/#\/applyDetail\?id=ap-/);
});

test('a failed list shows an error with retry, and retry loads it', async ({ page }) => {
  await loginAs(page, 'enterprise');
  await failOnce(page, '/api/manage/gj/v1/pcUser/enjoy/*', '服务繁忙，请稍后再试');
  await page.goto('/#/enterprise/myEnjoyPolicy');
  const alert = page.getByRole('alert').filter({ hasText: '数据加载失败' });
  await expect(alert).toContainText('服务繁忙，请稍后再试');
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('enjoy-count')).toHaveText('13');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
});

test('an enterprise urges an application once a day and sees the server refuse a second time', async ({
  page,
}) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myUrgeHandling');
  await expect(heading(page, '我的催办')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: '发起催办' }).click();
  const dialog = page.getByRole('dialog', { name: '催办' });
  const select = dialog.getByLabel('选择要催办的申报');
  const option = await select.locator('option:not([value=""])').first().getAttribute('value');
  await select.selectOption(option!);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText(/确定要催办/)).toBeVisible();
  await dialog.getByRole('button', { name: '确认催办' }).click();
  await expect(page.getByText('催办成功，主管部门将尽快办理')).toBeVisible();
  await expect(page.getByRole('table').getByText('今日已催办').first()).toBeVisible();

  // the same application again: the server's own message is shown
  await page.getByRole('button', { name: '发起催办' }).click();
  const again = page.getByRole('dialog', { name: '催办' });
  await again.getByLabel('选择要催办的申报').selectOption(option!);
  await again.getByRole('button', { name: '下一步' }).click();
  await again.getByRole('button', { name: '确认催办' }).click();
  await expect(again.getByRole('alert')).toHaveText('该申报今日已催办，请勿重复催办');
});

test('consultations list with reply state and open as details and as a conversation', async ({ page }) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myConsult');
  await expect(heading(page, '我的咨询')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText('已答复').first()).toBeVisible();
  await expect(table.getByText('待答复').first()).toBeVisible();
  await table.getByRole('link', { name: '查看详情' }).nth(1).click();
  await expect(heading(page, '咨询详情')).toBeVisible();
  await expect(page.getByText('主管部门答复')).toBeVisible();
  await expect(page.getByText('您好，已收到您的咨询')).toBeVisible();

  await page.goto('/#/enterprise/myConsult');
  await page.getByRole('table').getByRole('link', { name: '查看对话' }).first().click();
  await expect(heading(page, '咨询对话')).toBeVisible();
  await expect(page.getByText('主管部门尚未答复，请耐心等待。')).toBeVisible();

  await page.goto('/#/enterprise/listConsultDetail?id=' + 'x'.repeat(65));
  await expect(page.getByText('未找到对应的记录')).toBeVisible();
  await page.goto('/#/enterprise/consultDetail?id=cs-unknown');
  await expect(page.getByText('未找到对应的记录')).toBeVisible();
});

test('messages show read and unread; enjoyed policies show totals', async ({ page }) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myMessage');
  await expect(heading(page, '我的消息')).toBeVisible();
  await expect(page.getByText('未读', { exact: true })).toHaveCount(4);
  await expect(page.getByText('已读', { exact: true })).toHaveCount(6);
  await expect(page.getByText('本页有 4 条未读消息')).toBeVisible();

  await page.goto('/#/enterprise/myEnjoyPolicy');
  await expect(heading(page, '我享受的政策')).toBeVisible();
  await expect(page.getByTestId('enjoy-count')).toHaveText('13');
  await expect(page.getByTestId('enjoy-page-sum')).toHaveText(/^\d+\.\d{2}$/);
});
