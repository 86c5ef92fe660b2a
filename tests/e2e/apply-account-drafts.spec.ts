// Drafts belong to the account, not to the session: a logout on another system of the platform and a
// lost session (the demo API's reset drops every session, as a restart that loses them would) keep the device's
// draft, files waiting offline included; the same account's next login reopens it; another account logging in
// never sees it and is asked what to do with it instead.
import type { Page } from '@playwright/test';
import { test, expect, demo, freshDemoForEachTest, injectFault } from './support/fixtures';
import { loginAndOpen, openLoginCallback } from './support/login';
import { materialFile } from './support/apply';
import { expectNoSeriousAxeViolations } from './support/axe';
import { shotPath } from '../review/shots';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

const FORM = '/#/applyPolicy?id=p-0001';
const DESCRIPTION = '本企业已完成技术改造，申报材料正在整理中。';
const CREDIT_CODE = '91350502MA2Y8K3L4Q';
const UPLOAD = '/api/manage/gj/v1/pcUser/apply/file';

/** The device's drafts (any account): their keys and how many files each holds. */
const draftsOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ key: string; files: number; blobs: number; description: string }[]>((resolve, reject) => {
        const open = indexedDB.open('portal-application-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('drafts').objectStore('drafts');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            open.result.close();
            const drafts = values.result as {
              files: Record<string, { blob?: Blob }[]>;
              values: { description: string };
            }[];
            resolve(
              drafts.map((d, i) => {
                const files = Object.values(d.files).flat();
                return {
                  key: String(keys.result[i]),
                  files: files.length,
                  blobs: files.filter((f) => f.blob instanceof Blob).length,
                  description: d.values.description,
                };
              }),
            );
          };
        };
      }),
  );

/** As an enterprise: the description typed, one file uploaded, a second one chosen offline (待联网后上传). */
async function writeDraftWithWaitingFile(page: Page) {
  await loginAndOpen(page, 'enterprise', FORM);
  await page.getByLabel('申报说明').fill(DESCRIPTION);
  await page.getByTestId('material-input-0').setInputFiles(materialFile(0));
  await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(1);
  await page.context().setOffline(true);
  await page.getByTestId('material-input-1').setInputFiles(materialFile(1));
  await expect(page.locator('[data-testid="material-file"][data-state="waiting"]')).toHaveCount(1);
  await expect.poll(async () => (await draftsOnDevice(page))[0]).toMatchObject({ files: 2, blobs: 1 });
}

/**
 * Back online, the portal learns that its session ended (it asks the platform when the tab gets focus). The
 * waiting file's upload is failed once so that the platform check, not the upload, is what ends the login.
 */
async function reconnectAndNoticeLogout(page: Page) {
  await injectFault(page, { path: UPLOAD, code: 500, msg: '演示：上传暂不可用', times: 1 });
  await page.context().setOffline(false);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.dispatchEvent(new Event('focus'));
          return localStorage.getItem('portal.token');
        }),
      { timeout: 20_000 },
    )
    .toBeNull();
}

async function expectReopened(page: Page) {
  await loginAndOpen(page, 'enterprise', FORM);
  await expect(page.getByTestId('draft-restored')).toHaveAttribute('data-source', 'device', {
    timeout: 20_000,
  });
  await expect(page.getByLabel('申报说明')).toHaveValue(DESCRIPTION);
  // both files: the uploaded one and the one that waited on the device (uploaded now that the line is back)
  await expect(page.getByTestId('material-file')).toHaveCount(2);
  await expect(page.getByText(materialFile(1).name)).toBeVisible();
}

test('a logout on another system of the platform keeps the draft and its waiting file for the next login', async ({
  page,
}) => {
  await writeDraftWithWaitingFile(page);
  await demo(page, 'platform-logout', { method: 'POST' });
  await reconnectAndNoticeLogout(page);
  await expect(page.getByText('您已在统一身份认证平台退出登录')).toBeVisible();

  const kept = await draftsOnDevice(page);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({ files: 2, blobs: 1 });
  // kept under a hash of the account, never its credit code or the session token
  expect(kept[0]!.key).toMatch(/^[0-9a-f]{32}:p-0001$/);
  expect(kept[0]!.key).not.toContain(CREDIT_CODE);

  await expectReopened(page);
});

test('a lost session (the demo API reset, as a restart that drops sessions) keeps the draft for the next login', async ({
  page,
}) => {
  await writeDraftWithWaitingFile(page);
  await demo(page, 'reset', { method: 'POST' });
  await reconnectAndNoticeLogout(page);
  expect(await draftsOnDevice(page)).toEqual([
    expect.objectContaining({ files: 2, blobs: 1, description: DESCRIPTION }),
  ]);
  await expectReopened(page);
});

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

test('another account logging in never sees the draft and is asked: keep it for that account, or delete it', async ({
  page,
}) => {
  await page.setViewportSize(SIZES.desktop);
  await loginAndOpen(page, 'enterprise', FORM);
  await page.getByLabel('申报说明').fill(DESCRIPTION);
  await expect(page.getByTestId('draft-saved')).toBeVisible();
  await demo(page, 'platform-logout', { method: 'POST' });

  // the person logs in on the same device: the login asks before going on
  await openLoginCallback(page, 'person', '/#/indexHome');
  const dialog = page.getByRole('dialog', { name: '本设备上有其他账号的申报草稿' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('本设备上有 1 份其他账号未提交的申报草稿');
  // nothing of the draft is shown: not its policy, not its words
  await expect(dialog).not.toContainText('p-0001');
  await expect(dialog).not.toContainText(DESCRIPTION);
  await expect(dialog.getByRole('button', { name: '为其保留' })).toBeFocused();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await expect(dialog.getByRole('button', { name: '从本设备删除' })).toBeInViewport();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: shotPath('drafts', `other-account-dialog-${size}`) });
  }

  await dialog.getByRole('button', { name: '为其保留' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible({ timeout: 20_000 });
  expect(await draftsOnDevice(page)).toHaveLength(1);
  // not the person's: their logout has no draft to ask about
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await draftsOnDevice(page)).toHaveLength(1);

  // the enterprise is not asked about its own draft, and finds it again; it changes it
  await loginAndOpen(page, 'enterprise', FORM);
  await expect(page.getByLabel('申报说明')).toHaveValue(DESCRIPTION, { timeout: 20_000 });
  await page.getByLabel('申报说明').fill(`${DESCRIPTION}补充说明。`);
  await expect
    .poll(async () => (await draftsOnDevice(page)).map((d) => d.description))
    .toEqual([`${DESCRIPTION}补充说明。`]);
  await demo(page, 'platform-logout', { method: 'POST' });

  // changed since the person chose: asked again; deleted, it is gone from the device
  await openLoginCallback(page, 'person', '/#/indexHome');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: '从本设备删除' }).click();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible({ timeout: 20_000 });
  expect(await draftsOnDevice(page)).toEqual([]);
});
