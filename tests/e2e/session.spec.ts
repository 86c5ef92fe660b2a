import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginThroughIdentityPage, openIdentityPage, loginAndOpen } from './support/login';
import { sm4DecryptBase64 } from '../../src/shared/api/sm4';

const KEY = '0123456789abcdeffedcba9876543210';

freshDemoForEachTest();

async function storageSnapshot(page: Page) {
  return page.evaluate(async () => {
    const dbs = (await indexedDB.databases?.()) ?? [];
    const idb: Record<string, unknown[]> = {};
    for (const info of dbs) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result as unknown[]);
          req.onerror = () => resolve([]);
        });
        idb[`${info.name}/${store}`] = values;
      }
      db.close();
    }
    return { local: { ...localStorage }, session: { ...sessionStorage }, idb };
  });
}

test('a person logs in through the identity stand-in; menus and headers follow the session', async ({
  page,
}) => {
  const headers: { url: string; auth: string | undefined }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      headers.push({ url: r.url(), auth: r.headers()['authorization'] });
  });
  await loginThroughIdentityPage(page, 'person', '/#/newsList?page=2');
  // back where the login started
  await expect(page).toHaveURL(/#\/newsList\?page=2/);
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.loginType'))).toBe('1');

  await page.getByRole('button', { name: /用户菜单/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '个人信息' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '我的申报' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '企业信息' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: '我的催办' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: '企业项目' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/#\/enterprise\/personInfo/);

  // every API call after login carries a header that decrypts to the stored token
  const afterLogin = headers.filter((h) => !h.url.includes('pcLoginStatus'));
  const signed = afterLogin.slice(afterLogin.findIndex((h) => h.auth));
  expect(signed.length).toBeGreaterThan(1);
  for (const h of signed) {
    expect(h.auth, h.url).toBeTruthy();
    expect(sm4DecryptBase64(h.auth!, KEY), h.url).toBe(token);
  }
});

test('an enterprise logs in; its menu differs; a person-only screen asks to switch accounts', async ({
  page,
}) => {
  await loginThroughIdentityPage(page, 'enterprise');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  const menu = page.getByRole('menu');
  for (const item of [
    '企业信息',
    '我的申报',
    '我享受的政策',
    '我的催办',
    '我的咨询',
    '企业项目',
    '退出登录',
  ]) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: '个人信息' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/#/enterprise/personInfo');
  await expect(page.getByText('此功能需要使用个人账号登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '切换账号' })).toBeVisible();
});

test('logging in with the other account kind asks for a re-login', async ({ page }) => {
  await openIdentityPage(page, 'person');
  await page.locator('select#enterpriseId').selectOption('u-ent-1');
  await page.getByRole('button', { name: '以企业身份登录' }).click();
  await expect(page.getByText('当前为企业账号，请使用个人账号登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();

  // the platform now holds the enterprise login; start clean for the reverse case
  await page.context().clearCookies();
  await openIdentityPage(page, 'enterprise');
  await page.getByRole('button', { name: '以个人身份登录' }).click();
  await expect(page.getByText('当前为个人账号，请使用企业账号登录')).toBeVisible();
});

test('an unverified phone is warned; a failed login returns home', async ({ page }) => {
  // the failed login's 3 s before going home runs on the test's clock
  await page.clock.install();
  await openIdentityPage(page, 'person');
  await page.getByRole('button', { name: '以未实名手机号登录' }).click();
  await expect(page.getByText('您的手机号尚未实名认证，请前往闽政通 App 完成认证')).toBeVisible();

  await openIdentityPage(page, 'person');
  await page.getByRole('button', { name: '模拟登录失败' }).click();
  await expect(page.getByText('登录失败，即将返回首页')).toBeVisible();
  await page.clock.fastForward(3000);
  await expect(page).toHaveURL(/#\/indexHome/);
});

test('a hostile redirectUrl lands on home', async ({ page }) => {
  // a real login whose callback carries an outside redirectUrl (the ticket and state are genuine)
  await openIdentityPage(page, 'person');
  await page
    .locator('input[name="frontRedirectUrl"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'https://evil.example/'));
  await page.getByRole('button', { name: '以个人身份登录' }).click();
  await expect(page).toHaveURL(/#\/indexHome/, { timeout: 10_000 });
  expect(page.url()).not.toContain('evil');
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
});

test('logout leaves no token or user data in localStorage, sessionStorage or IndexedDB', async ({ page }) => {
  await loginAndOpen(page, 'enterprise', '/#/enterprise/myApply');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/indexHome/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const snap = await storageSnapshot(page);
  expect(snap.local['portal.token']).toBeUndefined();
  expect(snap.session['portal.loginType']).toBeUndefined();
  expect(snap.session['portal.userInfo']).toBeUndefined();
  const everything = JSON.stringify(snap);
  for (const secret of ['泉州海丝智造科技有限公司', '林建华', '91350502MA2Y8K3L4Q']) {
    expect(everything, `${secret} left on the device`).not.toContain(secret);
  }
  // the platform session is gone too: the API refuses the old token
  const status = await page.request.get('/api/sj/v1/mztLogin/loginStatus');
  expect((await status.json()).data).toBe(4);
});
