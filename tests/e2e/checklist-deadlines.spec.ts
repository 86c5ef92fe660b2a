// The materials checklist (ticks kept on the device, printable alone) and 即将截止 with a fixed clock.
import { test, expect } from './support/fixtures';
import {
  openOnline,
  readDeviceStore,
  saveFirstPolicy,
  seedSavedPolicy,
  visit,
  waitForPersistedCache,
} from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const DAY = 24 * 60 * 60 * 1000;

test('checklist ticks survive a reload and an offline reload; print shows the checklist without the chrome', async ({
  page,
  context,
}) => {
  await openOnline(page, '/policyList');
  const policyId = (await page.locator('article[data-policy-id]').first().getAttribute('data-policy-id'))!;
  await visit(page, `/policyDetail?id=${policyId}`);
  const sheet = page.locator(`[data-print-area="checklist-${policyId}"]`);
  await expect(sheet.getByRole('heading', { name: '申报材料清单' })).toBeVisible();
  const first = sheet.getByRole('checkbox').first();
  await first.check();
  await expect(sheet.getByText(/已准备 1\/\d+ 项/)).toBeVisible();
  await page.getByRole('button', { name: '保存到本机' }).first().click();
  await expect(page.getByRole('link', { name: '已保存，可离线查看' }).first()).toBeVisible();
  await waitForPersistedCache(page);

  await page.reload();
  await expect(sheet.getByRole('checkbox').first()).toBeChecked();

  const tools = page.getByRole('complementary', { name: '便捷服务' });
  const ads = page.getByRole('complementary', { name: '推荐信息' }).first();
  await expect(tools).toBeVisible();
  await expect(ads).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('header[data-noprint]')).toBeHidden();
  await expect(page.locator('footer[data-noprint]')).toBeHidden();
  await expect(tools).toBeHidden();
  await expect(ads).toBeHidden();
  await expect(sheet.getByRole('checkbox').first()).toBeChecked();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('header[data-noprint]')).toBeVisible();

  await context.setOffline(true);
  await visit(page, `/savedPolicies?id=${policyId}`);
  const offlineSheet = page.locator(`[data-print-area="checklist-${policyId}"]`);
  await expect(offlineSheet.getByRole('checkbox').first()).toBeChecked();
  await offlineSheet.getByRole('checkbox').nth(1).check();
  // the tick is written to IndexedDB a moment after the click: reload once it is there
  await expect
    .poll(async () => {
      const ticks = await readDeviceStore(page, 'portal-checklists', 'ticks', policyId);
      return Array.isArray(ticks) ? ticks.length : 0;
    })
    .toBe(2);
  await page.reload();
  await expect(offlineSheet.getByRole('checkbox').nth(1)).toBeChecked();
});

test('a policy saved 2 days before its deadline shows under 即将截止, online and offline', async ({
  page,
  context,
}) => {
  await openOnline(page, '/policyList');
  const { policyId, policyName } = await saveFirstPolicy(page);
  await waitForPersistedCache(page);
  await visit(page, `/savedPolicies?id=${policyId}`);
  // the saved copy writes its window as the detail does: "2026-11-23 至 2027-03-12"
  const range = await page
    .locator('dl')
    .getByText(/\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/)
    .textContent();
  const end = /至 (\d{4}-\d{2}-\d{2})/.exec(range!)![1]!;
  const twoDaysBefore = new Date(`${end}T10:00:00+08:00`).getTime() - 2 * DAY;

  await page.clock.setFixedTime(twoDaysBefore);
  await visit(page, '/savedPolicies');
  await page.reload();
  const section = page.getByRole('region', { name: '即将截止' });
  await expect(section.getByRole('link', { name: policyName })).toBeVisible();
  await expect(section.getByText('还剩 2 天')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(section.getByRole('link', { name: policyName })).toBeVisible();
  await expect(section.getByText('还剩 2 天')).toBeVisible();
});

test('with notifications granted, turning reminders on brings the worker’s notification for a policy closing in 2 days', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await openOnline(page, '/policyList');
  const first = page.locator('article[data-policy-id]').first();
  const policyId = (await first.getAttribute('data-policy-id'))!;
  const policyName = (await first.getByRole('heading').textContent())!.trim();
  // the worker runs on the real clock: the saved copy closes 2 days from today (Quanzhou calendar)
  const end = new Date(Date.now() + 8 * 60 * 60 * 1000 + 2 * DAY).toISOString().slice(0, 10);
  await seedSavedPolicy(page, policyId, { declareEnd: end });

  await visit(page, '/savedPolicies');
  const section = page.getByRole('region', { name: '即将截止' });
  await expect(section.getByText('还剩 2 天')).toBeVisible();
  await section.getByRole('switch', { name: /截止前提醒/ }).click();
  await expect(section.getByRole('switch', { name: /截止前提醒/ })).toBeChecked();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => n.title + ' ' + n.body);
        }),
      { timeout: 10_000 },
    )
    .toContainEqual(expect.stringContaining(policyName));
});

// a new user's trip: the reminder said nothing of where it went; the on-device reminder is the service worker's
test('添加截止提醒 says what it saved and where, and offers the on-device reminder beside it', async ({
  page,
}) => {
  await page.goto('/#/policyDetail?id=p-0001');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '添加截止提醒' }).click(),
  ]);
  const name = download.suggestedFilename();
  const told = page.getByRole('status').filter({ hasText: name });
  await expect(told).toBeVisible();
  await expect(told).toContainText('下载');
  await expect(told.getByRole('button', { name: /本机提醒/ })).toBeVisible();
  // the on-device reminder: the policy kept on the device and the reminders switched on, in one step
  await page.context().grantPermissions(['notifications']);
  await told.getByRole('button', { name: /本机提醒/ }).click();
  await expect(told).toContainText('已保存到本机并开启截止提醒', { timeout: 15_000 });
  await expect(page.getByRole('link', { name: '已保存，可离线查看' })).toBeVisible();
});
