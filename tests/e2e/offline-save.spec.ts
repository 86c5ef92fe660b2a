// 保存到本机 on a policy's detail page, then read and removed offline (a card offline:
// tests/offline/save-card-offline.test.tsx).
import { test, expect } from './support/fixtures';
import { OFFLINE_BANNER, goOffline, openOnline, saveFirstPolicy, visit } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

test('a policy saved from its detail page opens and is removed offline', async ({ page, context }) => {
  await openOnline(page, '/policyList');
  const { policyName } = await saveFirstPolicy(page);

  await goOffline(page, context);
  await visit(page, '/savedPolicies');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByText(/保存于 \d{4}/).first()).toBeVisible();
  await page.getByRole('link', { name: policyName }).click();
  await expect(page.getByRole('heading', { level: 1, name: policyName })).toBeVisible();
  await page.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('您还没有保存政策', { exact: false })).toBeVisible();
});
