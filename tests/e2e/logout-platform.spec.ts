// Logout that really ends the session: offline (or with the platform refusing) the device is wiped at once,
// the unconfirmed platform quit is said plainly and kept, and the next 登录 shows the identity page.
import { test, expect, freshDemoForEachTest, injectFault } from './support/fixtures';
import { loginAs } from './support/login';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

const PARTIAL = '本机数据已清除，但统一身份认证平台的登录状态未能注销';
const pendingMark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('portal.platformLogoutPending'));

async function logOut(page: import('@playwright/test').Page): Promise<void> {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

async function chooseEnterpriseLogin(page: import('@playwright/test').Page): Promise<void> {
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('menuitem', { name: '企业登录' }).click();
}

test.describe('without a service worker (offline before the app is installed)', () => {
  // logout must not need a download: its screen is in the entry, not a chunk fetched on the way out
  test.use({ serviceWorkers: 'block' });

  test('logout offline, back online, 登录 shows the identity page (nobody is silently logged in)', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'enterprise');
    await context.setOffline(true);
    await logOut(page);
    await expect(page.getByText(PARTIAL)).toBeVisible();
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
    expect(await pendingMark(page)).toBe('1');

    await context.setOffline(false);
    await expect(page.getByText('统一身份认证平台的登录状态已注销')).toBeVisible({ timeout: 15_000 });
    expect(await pendingMark(page)).toBeNull();

    await chooseEnterpriseLogin(page);
    await page.waitForURL(/\/__idp\/login\?loginType=2/);
    await expect(page.getByRole('heading', { name: '请选择登录身份' })).toBeVisible();
  });
});

test('while the platform refuses the quit, the next 登录 still shows the identity page', async ({ page }) => {
  await loginAs(page, 'enterprise');
  await injectFault(page, { path: '/api/sj/v1/mztLogin/quit', code: 500, msg: '服务繁忙' });
  await logOut(page);
  await expect(page.getByText(PARTIAL)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
  expect(await pendingMark(page)).toBe('1');

  await chooseEnterpriseLogin(page);
  await page.waitForURL(/\/__idp\/login\?loginType=2/);
  await page.locator('select#enterpriseId').selectOption('u-ent-2');
  await page.getByRole('button', { name: '以企业身份登录' }).click();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible({ timeout: 20_000 });
  // the identity page replaced the platform login that was left behind
  expect(await pendingMark(page)).toBeNull();
});
