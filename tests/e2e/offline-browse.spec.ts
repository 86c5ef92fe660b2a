// Offline journey: what was browsed online is there after going offline and reloading twice.
import { test, expect } from './support/fixtures';
import { OFFLINE_BANNER, goOffline, openOnline, seedSavedPolicy, visit } from './offline-support';
import { firstCard } from './support/policy-list';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

test('home, list, detail and saved policies render offline after two reloads, with the banner', async ({
  page,
  context,
}) => {
  await openOnline(page, '/indexHome');
  const hotWords = page.getByTestId('hot-words').getByRole('link');
  await expect(hotWords.first()).toBeVisible();
  const firstHotWord = (await hotWords.first().textContent())!.trim();
  const total = page.getByTestId('stat-total');
  await expect(total).toHaveText(/\d/);
  const totalText = (await total.textContent())!.trim();

  await visit(page, '/policyList');
  const { id: policyId, name: policyName } = await firstCard(page);

  await visit(page, `/policyDetail?id=${policyId}`);
  await expect(page.getByRole('heading', { level: 1, name: policyName })).toBeVisible();
  await expect(page.getByTestId('policy-content')).not.toBeEmpty();

  await seedSavedPolicy(page, policyId);

  await goOffline(page, context);
  await page.reload();
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: policyName })).toBeVisible();
  await expect(page.getByTestId('policy-content')).not.toBeEmpty();
  await expect(page.getByText(/保存于 \d{4}/).first()).toBeVisible();

  await visit(page, '/indexHome');
  await expect(page.getByTestId('hot-words').getByRole('link', { name: firstHotWord })).toBeVisible();
  await expect(page.getByTestId('stat-total')).toHaveText(totalText);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  await visit(page, '/policyList');
  await expect(page.locator(`article[data-policy-id="${policyId}"]`)).toBeVisible();

  await visit(page, '/savedPolicies');
  await expect(page.getByRole('heading', { level: 1, name: '我保存的政策' })).toBeVisible();
  await page.getByRole('link', { name: policyName }).click();
  await expect(page.getByRole('heading', { level: 1, name: policyName })).toBeVisible();
  await expect(page.getByText(/保存于 \d{4}/).first()).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  // removable offline, too
  await page.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('您还没有保存政策', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
});
