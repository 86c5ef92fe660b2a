// The money followed to the bank: the review desk moves an application (审核通过 → 公示 → 资金拨付 → 已到账)
// and a 免申即享 receipt (系统比对 → 推送确认 → 确认领取 → 资金拨付 → 已到账) on; the applicant sees each
// step with its time and amount, a message for each in 我的消息, and the totals in 我享受的政策.
import { type Page } from '@playwright/test';
import { demo, freshDemoForEachTest, test, expect } from './support/fixtures';
import { applicationsOf, applyThroughForm } from './support/apply';

freshDemoForEachTest();

const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

const step = (page: Page, path: string, status: string, amount?: number) =>
  demo(page, path, { method: 'POST', body: amount === undefined ? { status } : { status, amount } });

/** the figure under a label in 万元 (the Chinese screens write 我享受的政策's totals in 万元) */
const tenThousands = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/,/g, ''));

test('the desk moves an application and a 免申即享 receipt through to 已到账; each step, message and total shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await applyThroughForm(page, 'person', 'p-0005');
  const [application] = await applicationsOf(page, 'p-0005');
  if (!application) throw new Error('no application');
  // the desk grants a part of the policy's amount, so the granted figure is the desk's, not the policy's
  const asked = (application as unknown as { rewardMoney: number }).rewardMoney;
  const GRANTED = Math.round(asked / 200) * 100;
  const grantedApp = `${(GRANTED / 10000).toFixed(2)}万元`;

  await page.goto('/#/enterprise/myEnjoyPolicy');
  await expect(page.getByTestId('enjoy-total')).toBeVisible();
  const totalBefore = await tenThousands(page, 'enjoy-total');

  // the application: reviewed, granted half the policy's amount, 公示, 资金拨付, 已到账
  const appPath = `applications/${application.id}/advance`;
  for (const s of ['accepted', 'reviewing']) await step(page, appPath, s);
  await step(page, appPath, 'approved', GRANTED);
  for (const s of ['publicity', 'disbursing', 'paid']) await step(page, appPath, s);

  // the receipt: the system matches the person, pushes it; the person confirms; the desk pays
  const { receipt } = await demo<{ receipt: { id: string; grantedMoney: number } }>(page, 'free-receipts', {
    method: 'POST',
    body: { accountId: 'u-person-1', policyId: 'p-0054' },
  });
  await step(page, `free-receipts/${receipt.id}/advance`, 'pushed');
  await page.goto('/#/freeTrial?id=p-0054&msId=fa-0054&isApply=false&ms=true');
  await page.getByTestId('receive-button').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  // a later visit shows 已领取 with the receipt's steps so far: three taken, two to come
  await page.reload();
  await expect(page.getByTestId('received')).toBeVisible();
  const progress = page.getByTestId('receipt-progress');
  await expect(progress.getByTestId('receipt-step')).toHaveCount(3);
  await expect(progress.getByTestId('receipt-step-ahead')).toHaveCount(2);
  await step(page, `free-receipts/${receipt.id}/advance`, 'disbursing');
  await step(page, `free-receipts/${receipt.id}/advance`, 'paid');

  // the 免申即享 page: five steps, each with its time and amount, the account it went to at 已到账
  await page.reload();
  const steps = page.getByTestId('receipt-progress').getByTestId('receipt-step');
  await expect(steps).toHaveCount(5);
  await expect(steps).toHaveText([/系统比对/, /推送确认/, /确认领取/, /资金拨付/, /已到账/]);
  const grantedText = `${(receipt.grantedMoney / 10000).toFixed(2)}万元`;
  for (const s of await steps.all()) {
    await expect(s).toContainText(TIME);
    await expect(s.getByTestId('money-amount')).toContainText(grantedText);
  }
  await expect(steps.last().getByTestId('money-amount')).toHaveText(`到账金额：${grantedText}`);
  await expect(steps.last().getByTestId('money-payee')).toContainText('6217************4321');

  // the application's detail: the money steps with their time and amount; 我的申报 says it arrived
  await page.goto(`/#/applyDetail?id=${application.id}`);
  await expect(page.getByTestId('detail-paid')).toHaveText(grantedApp);
  for (const [status, words] of [
    ['approved', `核定金额：${grantedApp}`],
    ['publicity', `核定金额：${grantedApp}`],
    ['disbursing', `核定金额：${grantedApp}`],
    ['paid', `到账金额：${grantedApp}`],
  ] as const) {
    const item = page.locator(`[data-testid="history-step"][data-status="${status}"]`);
    await expect(item.getByTestId('money-amount')).toHaveText(words);
    await expect(item.locator('time')).toHaveText(TIME);
  }
  await expect(
    page.locator('[data-testid="history-step"][data-status="paid"]').getByTestId('money-payee'),
  ).toContainText('6217************4321');
  await page.goto('/#/enterprise/myApply');
  await expect(page.getByTestId('apply-row-amount').first()).toContainText(grantedApp.replace('万元', ''));
  await expect(page.getByTestId('apply-row-amount').first()).toContainText('已到账');

  // 我的消息: one message for each money step of both
  await page.goto('/#/enterprise/myMessage');
  for (const title of [
    '免申即享资金已到账',
    '免申即享资金拨付中',
    '免申即享已确认领取',
    '免申即享待确认领取',
    '免申即享比对结果',
    '补助资金已到账',
    '补助资金拨付中',
    '您的申报进入公示',
    '您的申报已审核通过',
  ])
    await expect(page.getByText(title, { exact: true })).toHaveCount(1);

  // 我享受的政策: both payouts counted in the server's total over all pages and in this year's line
  await page.goto('/#/enterprise/myEnjoyPolicy');
  await expect(page.getByTestId('enjoy-total')).toBeVisible();
  const totalAfter = await tenThousands(page, 'enjoy-total');
  expect(totalAfter - totalBefore).toBeCloseTo((GRANTED + receipt.grantedMoney) / 10000, 1);
  await expect(page.getByTestId('enjoy-years')).toContainText('2026年');
  await expect(page.getByTestId('enjoy-receipts')).toHaveCount(0);
});
