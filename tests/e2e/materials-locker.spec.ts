// 我的材料: an enterprise fetches its 营业执照 from 电子证照库, hands it in with two applications by choosing it from
// the locker (no upload), replaces it in the locker afterwards, and both applications keep the copy they were
// submitted with; a document about to expire is flagged in the locker and in the user centre.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { applicationsOf, materialFile, PDF, PNG } from './support/apply';

freshDemoForEachTest();

const LICENCE = '营业执照（泉州海丝智造科技有限公司）';
const LICENCE_FILE = '营业执照-91350502MA2Y8K3L4Q.pdf';

/** YYYY-MM-DD `days` from today on the Quanzhou calendar */
function dayFromToday(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens the policy's form, chooses the licence from the locker for 营业执照副本复印件, uploads the rest, submits. */
async function applyWithLicence(page: Page, policyId: string) {
  await page.goto(`/#/applyPolicy?id=${policyId}`);
  await expect(page.getByTestId('eligibility').first()).toContainText('符合');
  const slot = page.getByTestId('material-1');
  await expect(slot).toContainText('营业执照副本复印件');
  await slot.getByRole('button', { name: '为“营业执照副本复印件”从我的材料选择' }).click();
  const picker = page.getByRole('dialog', { name: '从我的材料选择' });
  // the slot's kind first, under its own heading
  const suggested = picker.getByRole('region', { name: '推荐：营业执照' });
  await expect(suggested.getByTestId('picker-document')).toContainText(LICENCE);
  await expect(suggested.getByTestId('picker-document').first().getByTestId('locker-source')).toHaveText(
    '来自电子证照库',
  );
  await suggested.getByRole('button', { name: `选用“${LICENCE}”` }).click();
  await expect(picker).toBeHidden();
  // focus is back on the button that opened the picker
  await expect(slot.getByRole('button', { name: '为“营业执照副本复印件”从我的材料选择' })).toBeFocused();
  await expect(slot.getByTestId('material-file')).toHaveCount(1);
  await expect(slot.getByTestId('material-file')).toContainText(LICENCE_FILE);
  await expect(slot.getByTestId('from-locker')).toHaveText('来自我的材料');

  const count = await page.locator('[data-testid^="material-input-"]').count();
  for (let i = 0; i < count; i += 1)
    if (i !== 1) await page.getByTestId(`material-input-${i}`).setInputFiles(materialFile(i));
  await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(count);
  await page.getByLabel('申报说明').fill('本企业符合政策条件，现按要求提交申报材料，请审核。');
  await page.getByLabel(/本人（单位）承诺/).check();
  await page.getByTestId('submit-application').click();
  await page.getByTestId('confirm-application').click();
  await expect(page.getByTestId('apply-success')).toBeVisible();
  const [application] = await applicationsOf(page, policyId);
  return application!.id;
}

async function licenceListed(page: Page, applicationId: string) {
  await page.goto(`/#/applyDetail?id=${applicationId}`);
  const item = page.getByTestId('submitted-files').getByRole('listitem').filter({ hasText: '营业执照副本复印件' });
  await expect(item.getByTestId('submitted-file')).toHaveText(LICENCE_FILE);
}

test('an enterprise fetches its 营业执照, applies twice with it from the locker, and replacing it leaves both applications’ copies', async ({
  page,
}) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myMaterials', '我的材料');
  await expect(page.getByText('还没有保存材料')).toBeVisible();
  await page.getByRole('button', { name: '从电子证照库获取' }).click();
  const row = page.locator('[data-testid="locker-row"]:visible').filter({ hasText: LICENCE });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('locker-source')).toHaveText('来自电子证照库');
  await expect(page.getByRole('table')).toContainText('营业执照');

  const first = await applyWithLicence(page, 'p-0001');
  const second = await applyWithLicence(page, 'p-0025');
  await licenceListed(page, first);
  await licenceListed(page, second);

  // the document replaced in the locker: the applications keep what they were submitted with
  await page.goto('/#/enterprise/myMaterials');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `替换文件：${LICENCE}` }).click();
  await (await chooser).setFiles({ name: '新营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(`已替换“${LICENCE}”的文件`)).toBeVisible();
  await expect(page.locator('[data-testid="locker-row"]:visible').filter({ hasText: LICENCE }).getByTestId('locker-source')).toHaveText(
    '本人上传',
  );
  await licenceListed(page, first);
  await licenceListed(page, second);
  for (const policyId of ['p-0001', 'p-0025']) {
    const [application] = await applicationsOf(page, policyId);
    const licence = application!.files!.find((m) => m.material === '营业执照副本复印件');
    expect(licence!.files.map((f) => f.fileName)).toEqual([LICENCE_FILE]);
  }
});

test('a document about to expire is flagged in the locker and the user centre; an expired one cannot be chosen', async ({
  page,
}) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myMaterials', '我的材料');
  const add = async (name: string, validUntil: string) => {
    await page.getByRole('button', { name: '上传材料' }).click();
    const dialog = page.getByRole('dialog', { name: '上传材料' });
    await dialog.getByLabel('材料类型').selectOption({ label: '纳税证明' });
    await dialog.getByLabel('材料名称').fill(name);
    await dialog.getByLabel('有效期至（选填）').fill(validUntil);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByTestId('locker-file-input').click();
    await (await chooser).setFiles({ name: 'tax.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`已保存“${name}”`)).toBeVisible();
  };
  // the form says what is missing and keeps the dialog open
  await page.getByRole('button', { name: '上传材料' }).click();
  const dialog = page.getByRole('dialog', { name: '上传材料' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toContainText('请填写材料名称');
  await expect(dialog).toContainText('请选择要上传的文件');
  await dialog.getByRole('button', { name: '取消' }).click();

  await add('2025年度纳税证明', dayFromToday(10));
  await add('2023年度纳税证明', dayFromToday(-3));
  const soon = page.locator('[data-testid="locker-row"]:visible').filter({ hasText: '2025年度纳税证明' });
  await expect(soon.getByTestId('locker-expiry')).toHaveText('即将到期');
  const old = page.locator('[data-testid="locker-row"]:visible').filter({ hasText: '2023年度纳税证明' });
  await expect(old.getByTestId('locker-expiry')).toHaveText('已过期');
  await expect(page.getByTestId('locker-flagged')).toContainText('2 份材料已过期或即将到期');

  // the user centre says so on its other screens
  await page.goto('/#/enterprise/myApply');
  const flag = page.getByTestId('centre-locker-flag');
  await expect(flag).toContainText('2 份材料已过期或即将到期');
  await expect(flag).toContainText('2025年度纳税证明');

  // in the application form: the expired one is shown as expired and cannot be chosen; choosing the other
  // (valid until before the policy's deadline) is warned about
  await page.goto('/#/applyPolicy?id=p-0001');
  await page.getByTestId('locker-pick-0').click();
  const picker = page.getByRole('dialog', { name: '从我的材料选择' });
  await expect(picker.getByRole('button', { name: '2023年度纳税证明：已过期' })).toBeDisabled();
  await picker.getByRole('button', { name: '选用“2025年度纳税证明”' }).click();
  await expect(page.getByTestId('material-0').getByTestId('locker-expiry-warning')).toContainText(
    '早于本政策的申报截止日期',
  );

  // a new upload kept in the locker too (同时保存到我的材料)
  await page.getByTestId('locker-keep-2').check();
  await page
    .getByTestId('material-input-2')
    .setInputFiles({ name: '2025年审计报告.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('material-2').getByTestId('from-locker')).toHaveText('来自我的材料');

  // removing asks first
  await page.goto('/#/enterprise/myMaterials');
  const audit = page.locator('[data-testid="locker-row"]:visible').filter({ hasText: '2025年审计报告' });
  await expect(audit).toBeVisible();
  await expect(page.getByRole('table')).toContainText('财务审计报告');
  await page.getByRole('button', { name: '删除“2023年度纳税证明”' }).click();
  await page.getByRole('dialog', { name: '删除材料' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已删除“2023年度纳税证明”')).toBeVisible();
  await expect(page.locator('[data-testid="locker-row"]:visible').filter({ hasText: '2023年度纳税证明' })).toHaveCount(0);
});
