// A planted platform session logs nobody in: a page of the same site (another port of this host) sets the
// attacker's accepted session cookie; 登录 → 企业登录 still shows the identity page, and the visitor is logged in
// as whom they choose there.
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { loginThroughIdentityPage, openIdentityPage } from './support/login';

freshDemoForEachTest();

test('a same-site page plants the attacker’s session cookie; 登录 → 企业登录 shows the identity page', async ({
  browser,
  page,
  baseURL,
}) => {
  // the attacker logs in as 晋江闽南鞋服 in their own browser, and the portal accepts that login
  const attackerContext = await browser.newContext({ baseURL });
  const attacker = await attackerContext.newPage();
  await loginThroughIdentityPage(attacker, 'enterpriseNoRegion');
  const sid = (await attackerContext.cookies(baseURL)).find((c) => c.name === 'qz_mzt_sid')?.value ?? '';
  expect(sid).toMatch(/^[0-9a-f]{32}$/);
  await attackerContext.close();

  // a page of the same site: another port of the portal's host, so its cookies are the portal's
  const portal = new URL(baseURL ?? '');
  const sameSite = `${portal.protocol}//${portal.hostname}:${Number(portal.port) + 7}`;
  await page.route(`${sameSite}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><body><script>document.cookie='qz_mzt_sid=${sid}; path=/'</script>planted</body></html>`,
    }),
  );
  await page.goto(`${sameSite}/`);
  await expect(page.getByText('planted')).toBeVisible();
  expect((await page.context().cookies(baseURL)).find((c) => c.name === 'qz_mzt_sid')?.value).toBe(sid);

  // the visitor asks to log in as an enterprise: the identity page is shown, not the attacker's login
  await openIdentityPage(page, 'enterprise');
  await expect(page.getByRole('heading', { name: '请选择登录身份' })).toBeVisible();
  await page.locator('select#enterpriseId').selectOption('u-ent-1');
  await page.getByRole('button', { name: '以企业身份登录' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/__idp') && !url.hash.startsWith('#/checkLogin'), {
    timeout: 20_000,
  });
  const menu = page.getByRole('button', { name: /用户菜单/ });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('泉州海丝智造');
  await expect(page.getByText(/晋江闽南鞋服/)).toHaveCount(0);
});
