// Uploads and caching behind the deployment's nginx (deploy/nginx/): every material the form allows uploads (nginx's
// client_max_body_size is the app's own limit), a larger one gets the form's own size message, and no answer
// with user data may be kept by a cache, whatever the backend sent.
import { test, expect } from '../e2e/support/fixtures';
import { loginThroughIdentityPage, portalAuthorization } from '../e2e/support/login';
import { filesOnDisk, PDF } from '../e2e/support/apply';
import { paths } from '../../src/shared/api/paths';
import { tinyPng } from '../support/png';

const MB = 1024 * 1024;
/** a real PDF (its first bytes) of `bytes` in all */
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

test('a 9 MB PDF uploads as a material through nginx; an 11 MB one gets the form’s size message', async ({
  page,
}) => {
  // behind nginx there are no test controls: the login goes through the identity page, as a user's does
  await loginThroughIdentityPage(page, 'person');
  await page.goto('/#/applyPolicy?id=p-0005');
  await expect(page.getByTestId('eligibility')).toBeVisible();
  const slot = page.getByTestId('material-0');

  const files = filesOnDisk([
    ['营业执照.pdf', pdfOf(9 * MB)],
    ['扫描件.pdf', pdfOf(11 * MB)],
  ]);
  const [nine, eleven] = files.paths as [string, string];
  const answered = page.waitForResponse((r) => r.url().endsWith(paths.applyFileUpload));
  await page.getByTestId('material-input-0').setInputFiles(nine);
  const upload = await answered;
  expect(upload.status()).toBe(200);
  expect(upload.headers()['cache-control']).toBe('no-store');
  await expect(slot.getByTestId('material-file')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(slot).not.toContainText('上传中断');

  await page.getByTestId('material-input-0').setInputFiles(eleven);
  files.remove();
  await expect(slot.getByRole('alert')).toHaveText('“扫描件.pdf”超过 10 MB，请压缩后上传');
  await expect(slot.getByTestId('material-file')).toHaveCount(1);
  await expect(slot.getByRole('button', { name: /^重新上传/ })).toHaveCount(0);
});

test('through nginx, answers with user data and files are no-store; public ones keep the backend’s rule', async ({
  page,
}) => {
  await loginThroughIdentityPage(page, 'enterprise');
  await page.goto('/#/enterprise/myApply');
  await expect(page.getByRole('heading', { level: 1, name: '我的申报' })).toBeVisible();
  // the platform cookie stands for the user (as for the portal's images): ask as the page does
  const cacheControl = (path: string) =>
    page.evaluate(async (p) => (await fetch(p)).headers.get('cache-control'), path);
  for (const path of [
    paths.myContact,
    paths.enterpriseLogin,
    paths.myApplyPage(1, 10),
    paths.myConsultPage(1, 10),
    paths.loginStatus,
  ])
    expect(await cacheControl(path), path).toBe('no-store');
  for (const path of [paths.hotWord, paths.policyDetail('p-0001'), paths.newsPage(1, 10)])
    expect(await cacheControl(path), path).toBeNull();

  // a consultation image: its uploader only, never kept
  const image = await page.evaluate(
    async ({ upload, bytes, auth }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
      const answer = await fetch(upload, { method: 'POST', body: form, headers: { Authorization: auth } });
      const path = ((await answer.json()) as { data: string }).data;
      const shown = await fetch(path);
      return { path, status: shown.status, cacheControl: shown.headers.get('cache-control') };
    },
    { upload: paths.imgFile, bytes: [...tinyPng()], auth: await portalAuthorization(page) },
  );
  expect(image.path).toMatch(/^\/__uploads\/[0-9a-f-]{36}\.png$/);
  expect(image).toMatchObject({ status: 200, cacheControl: 'no-store' });
  const anonymous = await page.context().browser()!.newContext();
  const stranger = await anonymous.request.get(new URL(image.path, page.url()).href);
  expect(stranger.status()).toBe(404);
  expect(stranger.headers()['cache-control']).toBe('no-store');
  await anonymous.close();
});
