// 我的材料 offline and at logout: the list is read from the device copy, a file this device holds opens, and a
// logout removes both (the locker's online journeys: materials-locker.spec.ts).
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { PNG } from './support/apply';
import { readDeviceStore, waitForServiceWorker } from './offline-support';

freshDemoForEachTest();
// the device copy is the service worker's and IndexedDB's: a new context per test
test.use({ serviceWorkers: 'allow' });

const LICENCE = '营业执照（泉州海丝智造科技有限公司）';

test('the list reads offline from the device copy, a file this device holds opens, and logout removes both', async ({
  page,
  context,
}) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myMaterials', '我的材料');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: '从电子证照库获取' }).click();
  await expect(page.locator('[data-testid="locker-row"]:visible')).toHaveCount(1);
  await page.getByRole('button', { name: '上传材料' }).click();
  const dialog = page.getByRole('dialog', { name: '上传材料' });
  await dialog.getByLabel('材料名称').fill('社保缴纳证明');
  await dialog.getByLabel('材料类型').selectOption({ label: '社保缴纳证明' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('locker-file-input').click();
  await (await chooser).setFiles({ name: 'social.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-testid="locker-row"]:visible')).toHaveCount(2);
  const deviceList = () =>
    readDeviceStore(page, 'portal-materials-locker', 'state', 'list') as Promise<
      { value: { documents: unknown[] } } | undefined
    >;
  await expect.poll(async () => (await deviceList())?.value.documents.length).toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '我的材料' })).toBeVisible();
  await expect(page.getByText('当前无法连接服务器，显示的是本设备上次保存的材料列表')).toBeVisible();
  await expect(page.locator('[data-testid="locker-row"]:visible')).toHaveCount(2);
  // the upload made on this device opens; the licence, never opened here, says it is not on the device
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '查看“社保缴纳证明”' }).click();
  expect((await download).suggestedFilename()).toBe('social.png');
  await page.getByRole('button', { name: `查看“${LICENCE}”` }).click();
  await expect(page.getByRole('alert').filter({ hasText: '此文件不在本设备上' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect.poll(deviceList).toBeUndefined();
  expect(await readDeviceStore(page, 'portal-materials-locker', 'state', 'files')).toBeUndefined();
});
