// Logout with an unsent application draft on the device asks first, names it, and on 仍然退出 removes it.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAndOpen } from './support/login';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

/** How many application drafts the device holds (any account). */
const draftsOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('portal-application-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onsuccess = () => {
          const count = open.result.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

async function chooseLogout(page: Page) {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

test('logout with an unsent draft asks first; 取消 keeps it, 仍然退出 removes it', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/applyPolicy?id=p-0005');
  await page.getByLabel('申报说明').fill('本人首次创业，尚未写完');
  await expect(page.getByTestId('draft-saved')).toBeVisible();
  await expect.poll(() => draftsOnDevice(page)).toBe(1);

  await chooseLogout(page);
  const dialog = page.getByRole('dialog', { name: '有未提交的申报草稿' });
  await expect(dialog).toContainText('本设备上有 1 份未提交的申报草稿');
  await expect(dialog).toContainText('一次性创业补贴');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
  expect(await draftsOnDevice(page)).toBe(1);

  await chooseLogout(page);
  await dialog.getByRole('button', { name: '仍然退出' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await draftsOnDevice(page)).toBe(0);
});

test('logout without a draft goes at once', async ({ page }) => {
  await loginAndOpen(page, 'person', '/#/enterprise/myApply');
  await chooseLogout(page);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
