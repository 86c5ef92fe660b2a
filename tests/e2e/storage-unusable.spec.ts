// A browser that refuses IndexedDB (storage blocked by policy, a private mode that forbids it): the
// portal runs with its stores in memory and says once that offline features are off on this device.
import { test, expect } from './support/fixtures';
import { saveFirstPolicy, visit } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const NOTICE = '本设备不能保存离线内容';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
});

test('with IndexedDB refused, home, list, detail and saving work for the visit, and the notice is said once', async ({
  page,
}) => {
  await page.goto('/#/indexHome');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText(/离线功能已关闭/)).toBeVisible();
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();

  await visit(page, '/policyList');
  const { policyName } = await saveFirstPolicy(page);
  await expect(page.getByRole('heading', { level: 1, name: policyName })).toBeVisible();

  await visit(page, '/savedPolicies');
  await expect(page.getByRole('link', { name: policyName })).toBeVisible();
  // one notice for the whole visit, however many screens use storage
  await expect(page.getByText(NOTICE)).toHaveCount(1);

  // closed, it stays closed in this tab: reloading does not say it again
  await page.getByRole('alert').filter({ hasText: NOTICE }).getByRole('button').click();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-testid="offline-banner"]')).toBeAttached();
  // the stores have decided where they live (in memory again: the saved policy went with the page), which is
  // when the notice would be said
  await expect(page.getByText('您还没有保存政策', { exact: false })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
