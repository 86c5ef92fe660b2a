import { test, expect, demo, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';
import { fillPhone, openConsult } from './support/consult';
import { makePng } from '../support/png';

freshDemoForEachTest();

/** A real 24×16 PNG: a red bar over white. */
const receiptPng = () => makePng(24, 16, (_x, y) => (y < 8 ? [183, 28, 28] : [255, 255, 255]));

const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('a person sends a consultation with captcha, SMS code and an image', async ({ page }) => {
  // the captcha's refresh cooldown and the SMS countdown run on the page's clock
  await page.clock.install();
  const phone = randomPhone();
  const content = `关于灵活就业社保补贴的申领条件咨询 ${Date.now()}`;
  await loginAs(page, 'person');
  const dialog = await openConsult(page);
  await expect(dialog.getByRole('radio', { name: '留言' })).toBeChecked();

  // required fields, then the phone format, then the code (the form comes filled with the user's name and phone)
  await expect(dialog.getByLabel('咨询人')).toHaveValue('陈志明');
  const submitRefused = async (fields: Record<string, string>, problem: string) => {
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: '提交咨询' }).click();
    await expect(dialog.getByText(problem)).toBeVisible();
  };
  await submitRefused({ 咨询人: '', 联系电话: '' }, '请输入咨询人信息');
  await submitRefused({ 咨询人: '陈志明', 联系电话: '12345678901' }, '请输入正确的联系电话');
  await fillPhone(dialog, `+86${phone}`);
  await dialog.getByLabel('咨询内容').fill(content);
  await dialog.getByRole('radio', { name: '建议' }).check();
  await dialog.getByRole('button', { name: '提交咨询' }).click();
  await expect(dialog.getByText('请输入验证码')).toBeVisible();

  // graphic captcha first: a wrong length is refused, refreshing at once is throttled
  const captchaLoaded = page.waitForResponse((r) => r.url().includes('/gjSms/captchaImage'));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const captcha = page.getByRole('dialog', { name: '图形验证码' });
  await expect(captcha).toBeVisible();
  const first = ((await (await captchaLoaded).json()) as { data: { uuid: string } }).data;
  await expect(captcha.getByRole('img', { name: '图形验证码图片' })).toBeVisible();
  await expect(page.locator('[data-testid="captcha-dialog"]')).toHaveCount(1);
  const input = captcha.getByRole('textbox', { name: '图形验证码' });
  await expect(input).toHaveAttribute('maxlength', '4');
  await input.fill('ab');
  await captcha.getByRole('button', { name: '发送短信验证码' }).click();
  await expect(captcha.getByText('验证码位数不正确')).toBeVisible();
  await captcha.getByRole('button', { name: '换一张' }).click();
  await expect(captcha.getByText('刷新太过频繁，请稍后重试')).toBeVisible();

  const { text } = await demo<{ text: string }>(page, `captcha?uuid=${first.uuid}`);
  expect(text).toHaveLength(4);
  await input.fill(text);
  const sent = page.waitForRequest((r) => r.url().includes('/gjSms/sendCode'));
  await captcha.getByRole('button', { name: '发送短信验证码' }).click();
  expect((await sent).postDataJSON()).toEqual({
    uuid: first.uuid,
    captcha: text,
    type: 19,
    recvPhone: `+86${phone}`,
  });
  await expect(captcha).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^(60|59)秒后重新获取$/ })).toBeDisabled();
  // a minute later a new code may be asked for
  await page.clock.runFor(60_000);
  await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();

  const { code } = await demo<{ code: string }>(page, `sms?phone=${phone}`);
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('短信验证码').fill(code);

  // a text file is refused; a real PNG uploads and shows a preview
  const chooser = dialog.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByText('仅支持 jpg、png 格式的图片')).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().includes('/pcLogin/imgFile'));
  await chooser.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  expect(((await (await uploaded).json()) as { code: number }).code).toBe(200);
  await expect(dialog.getByRole('img', { name: '已上传的图片：receipt.png' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(1); // only the SMS notice; no upload in progress

  const submitted = page.waitForRequest((r) => new RegExp(`/pcLogin/${code}$`).test(r.url()));
  await dialog.getByRole('button', { name: '提交咨询' }).click();
  const body = (await submitted).postDataJSON() as {
    initiateType: string;
    fileList: { fileName: string; imgPath: string }[];
  };
  expect(body.initiateType).toBe('2');
  expect(body.fileList).toHaveLength(1);
  expect(body.fileList[0]!.fileName).toBe('receipt.png');
  await expect(page.getByText('咨询已发起，我们会尽快回复')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const stored = await demo<
    { initiateContent: string; initiateName: string; initiateType: string; fileList: unknown[] }[]
  >(page, 'consultations');
  const mine = stored.find((c) => c.initiateContent === content);
  expect(mine).toBeTruthy();
  expect(mine!.initiateName).toBe('陈志明');
  expect(mine!.initiateType).toBe('2');
  expect(mine!.fileList).toHaveLength(1);
});

test('offline, sending and submitting are disabled with a clear reason', async ({ page, context }) => {
  await loginAs(page, 'person');
  const dialog = await openConsult(page);
  await dialog.getByLabel('咨询人').fill('陈志明');
  await context.setOffline(true);
  await expect(dialog.getByRole('button', { name: '提交咨询' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  await expect(dialog.getByText('此操作需要联网，请恢复网络后重试').first()).toBeVisible();
  await context.setOffline(false);
  await expect(dialog.getByRole('button', { name: '提交咨询' })).toBeEnabled();
  await expect(dialog.getByLabel('咨询人')).toHaveValue('陈志明');
});
