// The application journey: eligibility on the detail, the form with real files, server-side refusal,
// history with real times, a reviewer's return, and 免申即享 refused for another county.
import type { Page } from '@playwright/test';
import { test, expect, demo, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { expectNoSeriousAxeViolations } from './support/axe';

freshDemoForEachTest();

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a4a3a3a30000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const fileFor = (i: number) =>
  i % 2 === 0
    ? { name: `证件照片${i + 1}.png`, mimeType: 'image/png', buffer: PNG }
    : { name: `扫描件${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF };

interface DemoApplication {
  accountId: string;
  id: string;
  policyId: string;
  status: string;
}
const applicationsOf = async (page: Page, policyId: string) =>
  (await demo<DemoApplication[]>(page, 'applications')).filter((a) => a.policyId === policyId);

async function fillForm(page: Page, skipMaterial?: number) {
  const slots = page.locator('[data-testid^="material-input-"]');
  await expect(slots.first()).toBeAttached();
  const count = await slots.count();
  for (let i = 0; i < count; i += 1) {
    if (i === skipMaterial) continue;
    await page.getByTestId(`material-input-${i}`).setInputFiles(fileFor(i));
  }
  await page.getByLabel('申报说明').fill('本人符合政策条件，现按要求提交申报材料，请审核。');
  await page.getByLabel(/本人（单位）承诺/).check();
  return count;
}

async function applyThroughForm(page: Page, account: 'person' | 'enterprise', policyId: string) {
  await loginAndOpen(page, account, `/#/policyDetail?id=${policyId}&isApply=true&applySubject=2`);
  const block = page.getByTestId('eligibility').first();
  await expect(block).toContainText('符合');
  await page.getByTestId('apply-button').click();
  await expect(page).toHaveURL(/#\/applyPolicy/);
  const count = await fillForm(page);
  await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(count);
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('apply-success')).toBeVisible();
  return count;
}

test('a person and an enterprise apply with an image and a pdf, see them listed, and 已申报 on the detail', async ({
  page,
  browser,
}) => {
  const count = await applyThroughForm(page, 'person', 'p-0005');
  await page.getByRole('link', { name: '查看我的申报' }).click();
  const files = page.getByTestId('submitted-file');
  await expect(files).toHaveCount(count);
  await expect(files.first()).toHaveText('证件照片1.png');
  await expect(files.nth(1)).toHaveText('扫描件2.pdf');
  const history = page.getByTestId('history');
  await expect(history).toContainText('已提交');
  // no step is stamped later than now
  const stamps = await history.locator('time').allTextContents();
  for (const s of stamps)
    expect(new Date(`${s.replace(' ', 'T')}+08:00`).getTime()).toBeLessThanOrEqual(Date.now());
  await page.goto('/#/policyDetail?id=p-0005');
  await expect(page.getByTestId('applied')).toContainText('已申报');
  await expect(page.getByTestId('apply-button')).toHaveCount(0);
  expect(await applicationsOf(page, 'p-0005')).toHaveLength(1);
  // 我的申报 shows it on top at once, not a minute-old list
  await page.goto('/#/enterprise/myApply');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('一次性创业补贴');

  const context = await browser.newContext();
  const other = await context.newPage();
  await applyThroughForm(other, 'enterprise', 'p-0001');
  await other.goto('/#/policyDetail?id=p-0001');
  await expect(other.getByTestId('applied')).toBeVisible();
  expect(await applicationsOf(other, 'p-0001')).toHaveLength(1);
  await context.close();
});

test('a submit without a required material is refused by the form and, replayed raw, by the server', async ({
  page,
}) => {
  // listening before the screen opens: on a quick machine the call goes out while the page is still loading
  const contextCall = page.waitForRequest((r) => r.url().includes('/pcUser/apply/context/'));
  await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0005');
  await expect(page.getByTestId('eligibility')).toBeVisible();
  const authorization = (await contextCall).headers()['authorization'] ?? '';
  await fillForm(page, 1);
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('material-1')).toContainText('请上传');
  await expect(page.getByRole('alert').filter({ hasText: '请按提示修改后再提交' })).toBeVisible();
  await expect(page.getByTestId('apply-success')).toHaveCount(0);

  const raw = await page.request.post('/api/manage/gj/v1/pcUser/apply/submit', {
    headers: { Authorization: authorization },
    data: {
      policyId: 'p-0005',
      requestId: 'raw-1',
      contactName: '陈志明',
      contactPhone: '13859901234',
      countyCode: '350503',
      address: '',
      description: '本人符合政策条件，现按要求提交申报材料。',
      promise: true,
      materials: [],
    },
  });
  const answer = (await raw.json()) as { code: number; msg: string };
  expect(answer.code).toBe(400);
  expect(answer.msg).toContain('请上传');
  expect(await applicationsOf(page, 'p-0005')).toHaveLength(0);
});

test('an applicant of another county sees the failed condition and no 申报', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/policyDetail?id=p-0230&isApply=true&applySubject=2');
  const block = page.getByTestId('eligibility').first();
  await expect(block.locator('[data-status="notMet"]')).toContainText(
    '本政策仅限安溪县申报，您的所在区域为丰泽区',
  );
  await expect(block).toContainText('您暂不符合本政策的申报条件');
  await expect(page.getByTestId('apply-button')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.goto('/#/applyPolicy?id=p-0230');
  await expect(page.getByTestId('eligibility')).toContainText('不符合');
  await expect(page.getByTestId('submit-application')).toHaveCount(0);
});

test('a reviewer returns the application with a reason and the applicant reads it and is told', async ({
  page,
}) => {
  await applyThroughForm(page, 'person', 'p-0005');
  const [application] = await applicationsOf(page, 'p-0005');
  await demo(page, `applications/${application!.id}/advance`, {
    method: 'POST',
    body: { status: 'accepted' },
  });
  await demo(page, `applications/${application!.id}/advance`, {
    method: 'POST',
    body: { status: 'returned', reason: '居民身份证照片不清晰，请重新上传。' },
  });
  await page.goto(`/#/applyDetail?id=${application!.id}`);
  await expect(page.getByTestId('apply-reason')).toContainText('居民身份证照片不清晰，请重新上传。');
  await expect(page.getByTestId('history')).toContainText('退回补正');
  await page.goto('/#/enterprise/myMessage');
  await expect(page.getByText('申报材料需补正').first()).toBeVisible();
});

test('免申即享 is refused for another county’s policy with its reason', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/freeTrial?id=p-0208&msId=fa-0208&isApply=false&ms=true');
  await page.getByTestId('receive-button').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alert', { name: '领取未成功' })).toContainText(
    '不符合领取条件：本政策仅限惠安县申报，您的所在区域为丰泽区',
  );
  await page.goto('/#/enterprise/myEnjoyPolicy');
  await expect(page.getByText('惠安县困难残疾人生活补贴')).toHaveCount(0);
});
