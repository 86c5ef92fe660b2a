// The application journey: eligibility on the detail, the form with real files, server-side refusal,
// history with real times, a reviewer's return, and 免申即享 refused for another county.
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { advance, applicationsOf, applyThroughForm, fillForm, PNG } from './support/apply';
import { expectNoSeriousAxeViolations } from './support/axe';

freshDemoForEachTest();

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

test('a reviewer returns the application with a reason; the applicant reads it, replaces a file and resubmits', async ({
  page,
}) => {
  await applyThroughForm(page, 'person', 'p-0005');
  const [application] = await applicationsOf(page, 'p-0005');
  const id = application!.id;
  await advance(page, id, 'accepted');
  await advance(page, id, 'returned', '居民身份证照片不清晰，请重新上传。');

  // 我的申报 says why, and offers the correction
  await page.goto('/#/enterprise/myApply');
  const row = page.getByRole('row').filter({ hasText: '一次性创业补贴' }).first();
  await expect(row.getByTestId('apply-row-reason')).toContainText('居民身份证照片不清晰，请重新上传。');
  await row.getByRole('link', { name: /^修改并重新提交：/ }).click();
  await expect(page.getByTestId('apply-reason')).toContainText('居民身份证照片不清晰，请重新上传。');
  await expect(page.getByTestId('history')).toContainText('退回补正');

  await page.getByTestId('start-correction').click();
  const form = page.getByTestId('correction-form');
  await expect(form.getByTestId('material-file')).toHaveCount(application!.files!.length);
  const first = form.getByTestId('material-0');
  const chooser = page.waitForEvent('filechooser');
  await first.getByRole('button', { name: /^替换/ }).first().click();
  await (await chooser).setFiles({ name: '清晰身份证.png', mimeType: 'image/png', buffer: PNG });
  await expect(first.getByTestId('material-file')).toHaveAttribute('data-state', 'done');
  await expect(first).toContainText('清晰身份证.png');
  // the note is required: refused by the form first
  await page.getByTestId('resubmit-application').click();
  await expect(form).toContainText('请填写补正说明');
  await form.getByLabel('补正说明').fill('已重新上传清晰的居民身份证照片。');
  const before = Date.now();
  await page.getByTestId('resubmit-application').click();
  await expect(page.getByTestId('resubmitted')).toBeVisible();

  // the history: returned, then resubmitted, each at the real time and none later than now
  const history = page.getByTestId('history');
  await expect(history).toContainText('补正后重新提交');
  const steps = await history.locator('.mantine-Timeline-item').allTextContents();
  expect(steps.at(-2)).toContain('退回补正');
  expect(steps.at(-1)).toContain('已重新上传清晰的居民身份证照片。');
  const stamps = (await history.locator('time').allTextContents()).map((s) =>
    new Date(`${s.replace(' ', 'T')}+08:00`).getTime(),
  );
  expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
  expect(stamps.at(-1)!).toBeGreaterThanOrEqual(before - 2000);
  expect(stamps.at(-1)!).toBeLessThanOrEqual(Date.now());
  await expect(page.getByTestId('submitted-file').first()).toHaveText('清晰身份证.png');
  const [resent] = await applicationsOf(page, 'p-0005');
  expect(resent?.status).toBe('submitted');
  expect(resent?.files?.[0]?.files.map((f) => f.fileName)).toEqual(['清晰身份证.png']);

  // 我的消息 told the applicant of each change
  await page.goto('/#/enterprise/myMessage');
  for (const title of ['补正材料已重新提交', '申报材料需补正', '您的申报已受理', '申报提交成功'])
    await expect(page.getByText(title).first()).toBeVisible();
});

test('免申即享 of another county’s policy shows the failed condition and offers no 确认领取', async ({
  page,
}) => {
  await loginAndOpen(page, 'person', '/#/freeTrial?id=p-0208&msId=fa-0208&isApply=false&ms=true');
  const check = page.getByTestId('eligibility');
  await expect(check.locator('[data-status="notMet"]')).toContainText(
    '本政策仅限惠安县申报，您的所在区域为丰泽区',
  );
  await expect(check.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('receive-button')).toHaveCount(0);
  await page.goto('/#/enterprise/myEnjoyPolicy');
  await expect(page.getByText('惠安县困难残疾人生活补贴')).toHaveCount(0);
});
