import { test, expect } from './support/fixtures';
import { SCREENS } from '../../src/shared/config/screens';

// every screen of the manifest, opened with its sample record where it needs one ('/' and '/enterprise/'
// are the router's own forwards, tested below)
const SCREEN_ADDRESSES = SCREENS.filter((s) => s.path !== '/' && s.path !== '/enterprise/').map(
  (s) => `${s.path.slice(1)}${'sample' in s ? s.sample : ''}`,
);
const TRANSIT = SCREENS.filter((s) => s.layout === 'transit').map((s) => s.path.slice(1));

test('every screen of the manifest renders a real screen with no uncaught error', async ({ page }) => {
  expect(SCREEN_ADDRESSES.length).toBeGreaterThanOrEqual(35);
  for (const route of SCREEN_ADDRESSES) {
    await page.goto(`/#/${route}`);
    await expect(page.locator('body'), route).not.toHaveText(/^\s*$/);
    // every screen has a top-level heading, except transit pages that leave at once
    if (!TRANSIT.includes(route)) {
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    }
    await expect(page.getByText('页面不存在'), route).toHaveCount(0);
  }
});

test('the county switch changes the background and survives a reload', async ({ page }) => {
  await page.goto('/#/indexHome');
  const themed = page.locator('[data-theme]').first();
  await expect(themed).toHaveAttribute('data-theme', 'municipal');
  // the menu's code comes after the first screen: a click before it has arrived opens nothing, so click again
  const jinjiang = page.getByRole('menuitem', { name: '晋江市', exact: true });
  await expect(async () => {
    if (!(await jinjiang.isVisible())) await page.getByRole('button', { name: /切换区县/ }).click();
    await expect(jinjiang).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await jinjiang.click();
  await expect(themed).toHaveAttribute('data-theme', 'jjs');
  const bg = await themed.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(bg).toContain('backgrounds/jjs.svg');
  await page.reload();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'jjs');
  const image = await page.request.get('/backgrounds/jjs.svg');
  expect(image.ok()).toBeTruthy();
});

test('the Taiwanese investment zone opens its own site instead of changing the theme', async ({
  page,
  context,
}) => {
  await page.goto('/#/indexHome');
  await page.getByRole('button', { name: /切换区县/ }).click();
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: /泉州台商投资区/ }).click(),
  ]);
  await expect(popup).toHaveURL(/\/__demo\/sites\/tstzq/);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'municipal');
});

test('floating tools: quick match, QR code, QQ groups, back to top', async ({ page }) => {
  await page.goto('/#/indexHome');
  await page.getByRole('button', { name: '快速匹配', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '快速匹配' });
  await expect(dialog.getByText('智能助手')).toBeVisible();
  await expect(dialog.getByText('惠民政策匹配')).toBeVisible();
  await expect(dialog.getByText('惠企政策匹配')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /扫码下载闽政通 App/ }).click();
  await expect(page.getByRole('img', { name: /闽政通/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /客服QQ群/ }).click();
  await expect(page.getByText('715238461')).toBeVisible();
});

test('the server sends the security headers a government site needs', async ({ page }) => {
  const response = await page.goto('/#/indexHome');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
