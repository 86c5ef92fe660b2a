// Issue 11 items 1 and 9: several images in one pick; after logging in from the consultation prompt the
// user is back in the consultation dialog, with their name and phone filled in.
import { test, expect, demo, freshDemoForEachTest, injectFault } from './support/fixtures';
import { loginAs } from './support/login';
import { openConsult } from './support/consult';
import { makePng } from '../support/png';

freshDemoForEachTest();

const IMG_FILE = '/api/manage/gj/v1/pcLogin/imgFile';
const png = (shade: number) => makePng(20, 12, () => [shade, 60, 60]);
const file = (name: string, shade: number) => ({ name, mimeType: 'image/png', buffer: png(shade) });

test('two images chosen in one pick both upload, and × removes a tile in every state', async ({ page }) => {
  await loginAs(page, 'person');
  const dialog = await openConsult(page);
  const chooser = dialog.locator('input[type="file"]');
  let uploads = 0;
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === IMG_FILE) uploads += 1;
  });

  await chooser.setInputFiles([file('a.png', 200), file('b.png', 90)]);
  await expect.poll(() => uploads).toBe(2);
  await expect(dialog.getByRole('img', { name: '已上传的图片：a.png' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: '已上传的图片：b.png' })).toBeVisible();
  await expect(dialog.locator('li[data-status="done"]')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: '提交咨询' })).toBeEnabled();

  // a failed upload: its tile says so, and its × can be clicked
  await injectFault(page, { path: IMG_FILE, code: 500, msg: '存储服务暂不可用', times: 1 });
  await chooser.setInputFiles([file('c.png', 30)]);
  await expect(dialog.getByText('图片“c.png”上传失败，请重试')).toBeVisible();
  await dialog.getByRole('button', { name: '删除图片 c.png' }).click();
  await expect(dialog.locator('li')).toHaveCount(2);

  // an upload still under way: × removes the tile and cancels the upload
  await injectFault(page, { path: IMG_FILE, delayMs: 5000, times: 1 });
  await chooser.setInputFiles([file('d.png', 120)]);
  await expect(dialog.locator('li[data-status="uploading"]')).toHaveCount(1);
  const cancelled = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === IMG_FILE);
  await dialog.getByRole('button', { name: '删除图片 d.png' }).click();
  await cancelled;
  await expect(dialog.locator('li')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: '提交咨询' })).toBeEnabled();
});

test('logging in from the consultation prompt lands back in the dialog, name and phone filled in', async ({
  page,
}) => {
  await page.goto('/#/policyList');
  const prompt = await openConsult(page);
  await prompt.getByRole('button', { name: '个人登录' }).click();
  await page.waitForURL(/\/__idp\/login/);
  await page.getByRole('button', { name: '以个人身份登录' }).click();
  await page.waitForURL(/#\/policyList/);
  const dialog = page.getByRole('dialog', { name: '在线咨询' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('咨询人')).toHaveValue('陈志明');
  await expect(dialog.getByLabel('联系电话')).toHaveValue('13859901234');
  // once only: a reload does not open it again
  await dialog
    .getByRole('button', { name: /关闭|取消/ })
    .first()
    .click();
  await page.reload();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '在线咨询' })).toHaveCount(0);
  expect(await demo<unknown[]>(page, 'consultations')).toHaveLength(0);
});
