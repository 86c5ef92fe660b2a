// A saved policy changes on the server (the demo tool): the saved policy says what changed, its offline copy
// has the new deadline, and with notification permission the worker shows exactly one notice for it.
import type { Page } from '@playwright/test';
import { test, expect, demo } from './support/fixtures';
import { openOnline, readDeviceStore, resetDemo, visit } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const POLICY = 'p-0001';

const notices = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string })?.url,
    }));
  });

/** a calendar day some days after another (YYYY-MM-DD) */
const daysAfter = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

test.afterEach(async ({ request }) => {
  await resetDemo(request);
});

test('a saved policy whose deadline moves says so, its offline copy has the new deadline, one notice', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await openOnline(page, `/policyDetail?id=${POLICY}`);
  const name = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
  await page.getByRole('button', { name: '保存到本机' }).first().click();
  await expect(page.getByRole('link', { name: '已保存，可离线查看' }).first()).toBeVisible();

  const saved = (await readDeviceStore(page, 'portal-saved', 'policies', POLICY)) as {
    detail: { declareStart: string; declareEnd: string };
  };
  const { declareStart, declareEnd: before } = saved.detail;
  const after = daysAfter(before, 13);
  const { revision } = await demo<{ revision: { revision: number } }>(page, 'update-policy', {
    method: 'POST',
    body: { policyId: POLICY, declareEnd: after },
  });

  // the portal opened again (another screen): the worker checks, and with permission shows one notice
  await page.goto('/#/indexHome');
  await page.reload();
  await expect
    .poll(async () => (await notices(page)).map((n) => n.title), { timeout: 20_000 })
    .toEqual([`您保存的政策有变更：${name}`]);
  const [notice] = await notices(page);
  expect(notice?.body).toBe(`申报截止时间由 ${before} 调整为 ${after}`);
  expect(notice?.url).toBe(`/#/savedPolicies?id=${POLICY}`);
  // the device remembers the change was told, so a later check tells it no more
  await expect
    .poll(async () =>
      ((await readDeviceStore(page, 'portal-saved-policy-changes', 'changes', POLICY)) as { notified?: number })
        ?.notified,
    )
    .toBe(revision.revision);

  // the copy on the device is the changed policy
  await expect
    .poll(async () =>
      ((await readDeviceStore(page, 'portal-saved', 'policies', POLICY)) as { detail: { declareEnd: string } })
        .detail.declareEnd,
    )
    .toBe(after);

  // 我保存的政策 says what changed, in words
  await visit(page, '/savedPolicies');
  const item = page.locator('li', { hasText: name });
  await expect(item.getByText(`申报截止时间由 ${before} 调整为 ${after}`)).toBeVisible();

  // offline, the saved copy shows the new deadline and still says what changed
  await context.setOffline(true);
  await item.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${declareStart} 至 ${after}`)).toBeVisible();
  await expect(page.getByText(`申报截止时间由 ${before} 调整为 ${after}`)).toBeVisible();
  await expect(page.getByText('本机保存的版本已更新为变更后的内容', { exact: false })).toBeVisible();

  // seen: the notice goes, also after the portal opens again
  await page.getByRole('button', { name: `知道了：${name} 的变更` }).click();
  await expect(page.getByText(`申报截止时间由 ${before} 调整为 ${after}`)).toHaveCount(0);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-policy-change]')).toHaveCount(0);
  // a check after the change was told shows no second notice
  expect(await notices(page)).toHaveLength(1);
});
