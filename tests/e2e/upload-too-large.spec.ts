// Issue 32: a 413 from anywhere (nginx's client_max_body_size, the server) is not a network interruption: the
// form says the file is too large with its own size message, and offers no 重试 that could never succeed.
import type { Route } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { openConsult } from './support/consult';
import { PDF } from './support/apply';
import { paths } from '../../src/shared/api/paths';
import { tinyPng } from '../support/png';

freshDemoForEachTest();

/** nginx's own answer to a body over client_max_body_size */
const nginx413 = (route: Route) =>
  route.fulfill({
    status: 413,
    contentType: 'text/html',
    body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>',
  });

test('a material answered 413 gets the form’s size message, without 重试', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0005');
  await expect(page.getByTestId('eligibility')).toBeVisible();
  await page.route(`**${paths.applyFileUpload}`, nginx413);
  await page
    .getByTestId('material-input-0')
    .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
  const slot = page.getByTestId('material-0');
  await expect(slot.getByRole('alert')).toHaveText('“营业执照.pdf”超过 10 MB，请压缩后上传');
  await expect(slot).not.toContainText('上传中断');
  await expect(slot.getByTestId('material-file')).toHaveCount(0);
  await expect(slot.getByRole('button', { name: /^重新上传/ })).toHaveCount(0);

  // the server's own 413 envelope reads the same
  await page.unroute(`**${paths.applyFileUpload}`);
  await page.route(`**${paths.applyFileUpload}`, (route) =>
    route.fulfill({ json: { code: 413, msg: '请求体过大', data: null } }),
  );
  await page
    .getByTestId('material-input-0')
    .setInputFiles({ name: '扫描件.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(slot.getByRole('alert').last()).toHaveText('“扫描件.pdf”超过 10 MB，请压缩后上传');
  await expect(slot.getByTestId('material-file')).toHaveCount(0);
});

test('a consultation image answered 413 gets the form’s size message, without 重试', async ({ page }) => {
  await loginAndOpen(page, 'enterprise', '/#/indexHome');
  await page.route(`**${paths.imgFile}`, nginx413);
  const dialog = await openConsult(page);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(dialog.getByText('图片“receipt.png”超过 5 MB，请压缩后重新上传')).toBeVisible();
  await expect(dialog.getByText('图片“receipt.png”上传失败，请重试')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: '已上传的图片：receipt.png' })).toHaveCount(0);
  // and no "try again later" from the error catalogue either
  await expect(page.getByText(/错误代码 413/)).toHaveCount(0);
});
