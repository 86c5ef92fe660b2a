// 保存到本机 on a policy's detail page and on its card (wired by the policy feature).
import { test, expect } from './support/fixtures';
import { OFFLINE_BANNER, goOffline, openOnline, saveFirstPolicy, visit } from './offline-support';
import { openListOnline } from './support/policy-list';

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

test('a card whose detail is not on the device cannot be saved offline, and says why', async ({
  page,
  context,
}) => {
  await openListOnline(page);
  await context.setOffline(true);
  const save = page.locator('article[data-policy-id]').last().getByRole('button', { name: '保存到本机' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('此操作需要联网，请恢复网络后重试');
  await context.setOffline(false);
  await save.click();
  await expect(
    page.locator('article[data-policy-id]').last().getByRole('link', { name: '已保存，可离线查看' }),
  ).toBeVisible();
});
