// Login CSRF: a ticket from a login started in another browser is refused and logs nobody in.
import type { Page } from '@playwright/test';
import { demo, test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginAs, openIdentityPage } from './support/login';

freshDemoForEachTest();

/** The attacker logs in on the identity page but keeps the callback link instead of following it. */
async function attackerCallbackLink(page: Page): Promise<string> {
  let location = '';
  await page.route('**/__idp/login', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    location = answer.headers()['location'] ?? '';
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'kept' });
  });
  await openIdentityPage(page, 'enterprise');
  await page.locator('select#enterpriseId').selectOption('u-ent-1');
  await page.getByRole('button', { name: '以企业身份登录' }).click();
  await expect.poll(() => location).toContain('#/checkLogin?code=11&ticket=');
  return location;
}

test('a ticket from another browser is refused with a message and logs no one in', async ({
  browser,
  page,
}) => {
  const attacker = await browser.newContext();
  const link = await attackerCallbackLink(await attacker.newPage());
  const state = new URLSearchParams(link.slice(link.indexOf('?') + 1)).get('state') ?? '';
  expect(state).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  await attacker.close();

  // the victim opens the link: the state was not created in this tab, so the ticket is never redeemed
  // (the failed login's 3 s before going home run on the test's clock)
  await page.clock.install();
  const exchanges: string[] = [];
  // the exchange is a POST whose body holds the ticket (never a URL an access log keeps)
  page.on('request', (r) => {
    if (r.url().includes('/pcLoginStatus') && r.method() === 'POST') exchanges.push(r.postData() ?? '');
  });
  await page.goto('/#/indexHome');
  await page.goto(link);
  const alert = page.getByRole('alert').filter({ hasText: '已拒绝这次登录' });
  await expect(alert).toContainText('这个登录链接不是从本浏览器发起的');
  await expect(alert.getByRole('button', { name: '重新登录' })).toBeVisible();
  expect(exchanges.filter((body) => body.includes('"ticket"'))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();

  // even with the attacker's state planted in this tab, the server refuses a ticket issued to another browser
  await page.evaluate((s) => sessionStorage.setItem('portal.loginState', s), state);
  await page.goto('/#/indexHome');
  // home must be on screen before the link opens again: two hash changes in a row can reach the router as
  // one, and the callback screen already showing would stay as it was instead of checking again
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '已拒绝这次登录' })).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('登录失败，即将返回首页');
  expect(exchanges.filter((body) => body.includes('"ticket"'))).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();

  await page.clock.fastForward(3000);
  await page.waitForURL(/#\/indexHome/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /用户菜单/ })).toHaveCount(0);
});

/** Another site's page, served at http://evil.example by the test, that runs `script` on load. */
async function openEvilPage(page: Page, body: string): Promise<void> {
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><body>${body}</body></html>`,
    }),
  );
  await page.goto('http://evil.example/');
}

test('a cross-site login form is refused, and 登录 → 企业登录 then shows the identity page', async ({
  page,
  baseURL,
}) => {
  // the attack: an auto-submitted enterprise login for u-ent-3 with any state
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/__idp/login') && r.request().method() === 'POST',
  );
  await openEvilPage(
    page,
    `<form id="f" method="post" action="${baseURL}/__idp/login">
      <input name="loginType" value="2"><input name="action" value="enterprise">
      <input name="enterpriseId" value="u-ent-3"><input name="state" value="AAAAAAAAAAAAAAAAAAAAAAAA">
      <input name="frontRedirectUrl" value="/#/indexHome"></form>
    <script>document.getElementById('f').submit()</script>`,
  );
  expect((await posted).status()).toBe(403);
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.map((c) => c.name)).not.toContain('qz_mzt_sid');

  await openIdentityPage(page, 'enterprise');
  await expect(page.getByRole('heading', { name: '请选择登录身份' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
});

test('a cross-site POST to /__demo/reset is refused and the visitor stays logged in', async ({
  page,
  baseURL,
}) => {
  await loginAs(page, 'person');
  const before = await demo<{ sessions: number }>(page, 'stats');
  expect(before.sessions).toBeGreaterThan(0);
  const answered = page.waitForResponse((r) => r.url().endsWith('/__demo/reset'));
  // a form, as any site can send one (Chromium keeps a public page's fetch away from localhost anyway)
  await openEvilPage(
    page,
    `<form id="f" method="post" action="${baseURL}/__demo/reset"></form>
    <script>document.getElementById('f').submit()</script>`,
  );
  expect((await answered).status()).toBe(403);
  expect((await demo<{ sessions: number }>(page, 'stats')).sessions).toBe(before.sessions);
  await page.goto('/#/indexHome');
  await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
});
