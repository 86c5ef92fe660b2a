// Weak and absent connections: every screen answers at once offline, offline search over the device,
// and lie-fi (online but nothing reaches the server) shows the banner until the first success.
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { goOffline, openOnline, visit } from './offline-support';
import { firstCard, openHomeOnline, openListOnline } from './support/policy-list';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

const UNSTABLE = /网络连接不稳定/;
const SCREENS = ['新闻资讯', '申报公示', '政策汇编', '申报指南'];

test('offline after one visit to home: four screens never visited answer with their frame and what is missing', async ({
  page,
  context,
}) => {
  await openHomeOnline(page);

  await goOffline(page, context);
  for (const name of SCREENS) {
    // 申报公示 sits in the 政策直达 menu
    const inMenu = name === '申报公示';
    if (inMenu) await page.getByRole('button', { name: '政策直达' }).click();
    if (inMenu) await page.getByRole('menuitem', { name, exact: true }).click();
    else await page.getByRole('link', { name, exact: true }).first().click();
    const frame = page.getByRole('heading', { level: 1, name });
    await expect(frame).toBeVisible();
    await expect(page.getByTestId('offline-panel')).toBeVisible();
    // says what is missing and what the device does hold, with the ways to it
    await expect(page.getByText('此内容尚未保存在本设备上')).toBeVisible();
    await expect(page.getByTestId('offline-panel').getByRole('link', { name: '我保存的政策' })).toBeVisible();
  }

  // back online, the screen fills in by itself
  await context.setOffline(false);
  await expect(page.getByTestId('offline-panel')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: '申报指南' })).toBeVisible();
});

test('offline, a list page the device does not hold says which pages it does hold', async ({
  page,
  context,
}) => {
  await openListOnline(page);
  await goOffline(page, context);
  await visit(page, '/policyList?page=3');
  await expect(page.getByTestId('offline-panel')).toBeVisible();
  await expect(page.getByTestId('offline-pages')).toHaveText(
    '第 3 页尚未保存在本设备上；本设备保存了第 1 页。',
  );
  await page.getByRole('button', { name: '查看第 1 页' }).click();
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
});

test('offline search finds a policy whose detail was visited online, labelled as from this device', async ({
  page,
  context,
}) => {
  await openOnline(page, '/policyList');
  // a policy from the second page, so the home and first-page lists do not hold it
  await visit(page, '/policyList?page=2');
  const { id, name } = await firstCard(page);
  await visit(page, `/policyDetail?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await visit(page, '/indexHome');

  await goOffline(page, context);
  await page.reload();
  const keyword = name.slice(-6);
  await visit(page, `/policyList?keyword=${encodeURIComponent(keyword)}`);
  const results = page.getByTestId('device-search');
  await expect(results.getByRole('heading', { name: /本设备上与“.+”相关的政策共 \d+ 条/ })).toBeVisible();
  await expect(results.getByRole('link', { name })).toBeVisible();
  await expect(results.getByText(/本设备保存于 \d{4}/).first()).toBeVisible();
  await expect(page.getByText(/共 0 条/)).toHaveCount(0);

  // back online: the list searches the server again by itself
  await context.setOffline(false);
  await expect(page.getByTestId('device-search')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(new RegExp(`与“${keyword}”相关的政策共 \\d+ 条`))).toBeVisible();
});

test('lie-fi: every API call failing for the network shows the unstable banner; the first success clears it', async ({
  page,
  context,
}) => {
  // the retries and the quiet probe's back-off run on Playwright's clock (time flows as usual): the test moves
  // it on instead of waiting them out
  await page.clock.install();
  await openHomeOnline(page);
  const abort = (route: { abort: () => Promise<void> }) => route.abort();
  // the context sees the worker's requests too, so cached routes fail as well
  await context.route('**/api/**', abort);
  await page.getByRole('link', { name: '新闻资讯', exact: true }).first().click();
  const banner = page.getByTestId('offline-banner');
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(banner).toHaveText(UNSTABLE, { timeout: 500 });
  }).toPass();
  await expect(banner).toHaveAttribute('data-connection', 'unstable');
  await expect(page.getByTestId('offline-panel')).toBeVisible();

  await context.unroute('**/api/**', abort);
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(banner).not.toHaveText(UNSTABLE, { timeout: 500 });
  }).toPass();
  await expect(page.getByTestId('offline-panel')).toHaveCount(0, { timeout: 15_000 });
});
