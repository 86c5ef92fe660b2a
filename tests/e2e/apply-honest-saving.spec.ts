// Honest saving: when the device cannot keep the draft (storage full, a browser that refuses
// storage), the form says what is kept and what is not; 已暂存 only where it was.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';
import { materialFile } from './support/apply';
import { expectNoSeriousAxeViolations } from './support/axe';
import { shotPath } from '../review/shots';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

const FORM = '/#/applyPolicy?id=p-0001';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

/** From when the test says so, the device's draft store is full: every write is refused as over quota. */
async function fillDeviceLater(page: Page) {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if (this.name === 'drafts' && (window as { deviceFull?: boolean }).deviceFull)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
}

test('with the device full while offline, the form says nothing was kept since, and what is kept on the account', async ({
  page,
  context,
}) => {
  await fillDeviceLater(page);
  await loginAndOpen(page, 'enterprise', FORM);
  await page.getByLabel('申报说明').fill('本企业已完成技术改造。');
  await expect(page.getByTestId('draft-saved')).toHaveAttribute('data-where', 'server', { timeout: 20_000 });

  await page.evaluate(() => ((window as { deviceFull?: boolean }).deviceFull = true));
  await context.setOffline(true);
  await page.getByLabel('申报说明').fill('本企业已完成技术改造，离线时补充的内容。');
  await page.getByTestId('material-input-0').setInputFiles(materialFile(0));
  const status = page.getByTestId('draft-not-kept');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('data-kept', 'full');
  await expect(status).toContainText('本设备的存储空间已满，最近的修改没有保存在本设备上。');
  await expect(status).toContainText(/您的账号中暂存的是 .+ 的内容，之后的修改尚未保存。/);
  await expect(status).toContainText('请不要关闭或刷新此页面');
  await expect(status).toContainText('1 个待联网后上传的文件只在此页面中');
  // no 已暂存 for what is kept nowhere, and not the offline note that says the device keeps everything
  await expect(page.getByTestId('draft-saved')).toHaveCount(0);
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await status.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: shotPath('drafts', `device-full-offline-${size}`) });
  }

  // back online: the account gets the latest change and the file; the device still keeps nothing
  await context.setOffline(false);
  await expect(status).toContainText('已填写的内容和已上传的文件已暂存到您的账号', { timeout: 20_000 });
  await expect(status).not.toContainText('待联网后上传');
  await expect(page.getByTestId('draft-saved')).toHaveCount(0);
});

test('a browser that refuses storage keeps the draft in this page only, and says so', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await loginAndOpen(page, 'enterprise', FORM);
  await page.getByLabel('申报说明').fill('本企业已完成技术改造。');
  const status = page.getByTestId('draft-not-kept');
  await expect(status).toHaveAttribute('data-kept', 'memory');
  await expect(status).toContainText('草稿只保留在此页面中');
  await expect(status).toContainText('关闭此页面后，本设备上不会留下草稿');
  await expect(status).toContainText('已填写的内容和已上传的文件已暂存到您的账号', { timeout: 20_000 });
  await expect(page.getByText(/已暂存在本设备/)).toHaveCount(0);
});
