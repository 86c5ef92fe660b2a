import type { Page } from '@playwright/test';
import { test, expect, demo } from './support/fixtures';
import {
  backdateSavedSearches,
  openOnline,
  putSavedSearch,
  resetDemo,
  saveThisSearch,
  visit,
} from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const SEARCH = '/policyList?countyCode=350582&applyState=1';

const notices = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      url: (n.data as { url?: string })?.url,
    }));
  });

test.afterEach(async ({ request }) => {
  await resetDemo(request);
});

test('a saved search counts a policy published afterwards, marks it 新, and the worker shows one notice', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await openOnline(page, SEARCH);
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();

  await saveThisSearch(page, '晋江正在申报');
  await expect(page.getByText('已保存搜索“晋江正在申报”')).toBeVisible();

  // publication times are to the second: the search was last looked at a second before the new policy
  await backdateSavedSearches(page);
  const { policy } = await demo<{ policy: { id: string; policyName: string } }>(page, 'publish-policy', {
    method: 'POST',
    body: { audience: 1, countyCode: '350582' },
  });

  // the portal opened again (another list): the worker checks, and with permission shows one notice
  await page.goto('/#/policyList?audience=2');
  await page.reload();
  await expect
    .poll(async () => (await notices(page)).map((n) => n.title), { timeout: 20_000 })
    .toEqual(['有符合“晋江正在申报”的新政策']);
  expect((await notices(page))[0]?.url).toMatch(/^\/#\/policyList\?.*countyCode=350582.*applyState=1/);

  // 我的搜索 counts it
  await page.getByRole('button', { name: /我的搜索（1 条新政策）/ }).click();
  const mine = page.getByRole('dialog', { name: '我保存的搜索' });
  const row = mine.locator('li', { hasText: '晋江正在申报' });
  await expect(row.getByText('1 条新政策')).toBeVisible();

  // opened from the search: the new policy is marked 新, the others are not
  await row.getByRole('button', { name: '打开' }).click();
  await expect(page).toHaveURL(/countyCode=(%22)?350582/);
  const card = page.locator(`article[data-policy-id="${policy.id}"]`);
  await expect(card.getByLabel('新发布的政策')).toBeVisible();
  await expect(page.locator('[data-new-mark]')).toHaveCount(1);

  // looked at: the count is gone, and the next check shows no second notice for the same policy
  await visit(page, '/policyList?audience=2');
  await expect(page.getByRole('button', { name: '我的搜索', exact: true })).toBeVisible();
  expect((await notices(page)).length).toBe(1);
});

test('saved searches: rename, remove, and damaged storage is said, not shown blank', async ({ page }) => {
  await openOnline(page, SEARCH);
  await saveThisSearch(page);
  await expect(page.getByText(/已保存搜索“我的搜索 1”/)).toBeVisible();

  // a damaged entry beside it, written from a screen without the saved-search bar: a read by the list still
  // open would remove it (and say so there) before the list below is opened
  await page.goto('/#/indexHome');
  await expect(page.getByTestId('stat-total')).toBeVisible();
  await putSavedSearch(page, 'ss-bad', { id: 'ss-bad', name: 7 });
  await page.goto(`/#${SEARCH}`);
  await page.getByRole('button', { name: /^我的搜索/ }).click();
  const mine = page.getByRole('dialog', { name: '我保存的搜索' });
  await expect(mine.getByText('有 1 条保存的搜索已损坏')).toBeVisible();

  await mine.getByRole('button', { name: '重命名' }).click();
  await mine.getByLabel('搜索名称：我的搜索 1').fill('晋江');
  await mine.getByRole('button', { name: '保存', exact: true }).click();
  await expect(mine.locator('li').getByText('晋江', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: '删除搜索：晋江' }).click();
  await expect(mine.getByText('还没有保存的搜索')).toBeVisible();
});
