// The spec's session rules: account kinds, second-client errors on the transit page, the re-login
// box above other dialogs, and the platform's login state.
import type { Page } from '@playwright/test';
import { test, expect, demo, freshDemoForEachTest, injectFault } from './support/fixtures';
import { loginAs } from './support/login';
import { openConsult } from './support/consult';

freshDemoForEachTest();

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('portal.token'));

test('the re-login box stands above the captcha dialog and can be used', async ({ page }) => {
  await loginAs(page, 'person');
  const form = await openConsult(page);
  await form.getByLabel('联系电话').fill('13912345678');
  await form.getByRole('button', { name: '获取验证码' }).click();
  const captcha = page.getByRole('dialog', { name: '图形验证码' });
  await expect(captcha.getByRole('img', { name: '图形验证码图片' })).toBeVisible();
  await injectFault(page, { path: '/api/gj/v1/gjSms/sendCode', code: 403, msg: '登录已失效，请重新登录' });
  await captcha.getByRole('textbox', { name: '图形验证码' }).fill('ABCD');
  await captcha.getByRole('button', { name: '发送短信验证码' }).click();
  const relogin = page.getByRole('dialog', { name: '登录提示' });
  await expect(relogin).toContainText('登录已失效，请重新登录');
  const onTop = await relogin.getByRole('button', { name: '重新登录' }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(onTop).toBe(true);
  // the platform still holds the login, so logging in again comes straight back, logged in
  const check = page.waitForRequest((r) => r.url().includes('/api/sj/v1/mztLogin/loginCheck'));
  await relogin.getByRole('button', { name: '重新登录' }).click();
  expect(new URL((await check).url()).searchParams.get('loginType')).toBe('1');
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: '登录提示' })).toHaveCount(0);
});

test('a person opening 创新券 is told to switch account kind before any identity page', async ({
  page,
  context,
}) => {
  await loginAs(page, 'person');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: /创新券/ })
      .click(),
  ]);
  await expect(tab.getByRole('alert').filter({ hasText: '账号类型不符' })).toContainText(
    '此功能需要使用企业账号登录',
  );
  await expect(tab).toHaveURL(/platformTtransit\?systemCode=innovationVoucher/);
  await tab.getByRole('button', { name: '切换账号' }).click();
  await tab.waitForURL(/\/__idp\/login/);
  expect(new URL(tab.url()).searchParams.get('loginType')).toBe('2');
});

test('after an account-kind mismatch, 重新登录 returns to the page the user started from', async ({
  page,
}) => {
  await page.goto('/#/policyList?audience=2');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('menuitem', { name: '企业登录' }).click();
  await page.waitForURL(/\/__idp\/login/);
  await page.getByRole('button', { name: '以个人身份登录' }).click();
  const mismatch = page.getByRole('alert').filter({ hasText: '个人' });
  await expect(mismatch).toBeVisible();
  await mismatch.getByRole('button', { name: '重新登录' }).click();
  await page.waitForURL(/\/__idp\/login/);
  const front = new URL(page.url()).searchParams.get('frontRedirectUrl') ?? '';
  expect(decodeURIComponent(front)).toContain('policyList');
  expect(new URL(page.url()).searchParams.get('loginType')).toBe('2');
});

test('a logout done on another platform system is noticed: the portal shows the visitor state', async ({
  page,
}) => {
  await loginAs(page, 'person');
  // the visitor has the page (home's own reads for the account, such as 即将截止, are done) when the other
  // system logs them out: a read still on its way then is refused with 403, which rightly asks to log in again
  await page.waitForLoadState('networkidle');
  expect(await demo<{ ended: number }>(page, 'platform-logout', { method: 'POST' })).toEqual({
    ok: true,
    ended: 1,
  });
  // coming back to the tab asks the platform (at most once every 3 s)
  const login = page.getByRole('button', { name: '登录', exact: true });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return login.isVisible();
      },
      { timeout: 15_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  await expect(page.getByText('您已在统一身份认证平台退出登录')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
