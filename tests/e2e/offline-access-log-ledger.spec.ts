// The access-log ledger: one record per screen visit, counted as the screen is entered.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { deviceQueue, expectLedger, sendRecordsWithoutWaiting, serverRecords } from './support/access-log';
import { resetDemo, visit, waitForServiceWorker } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();
test.beforeEach(async ({ page }) => {
  await sendRecordsWithoutWaiting(page);
});

/** Opens home, lets its own visit reach the server, then empties the server's ledger. */
async function countFromHome(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/#/indexHome');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectLedger(page, request, 1);
  await resetDemo(request);
}

test('policy list visited once with a sort, a search and a page turn: 1 record', async ({
  page,
  request,
}) => {
  await page.goto('/#/policyList');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();

  await page.getByRole('group', { name: '排序方式' }).getByText('最热').click();
  await expect(page).toHaveURL(/orderModel=2/);
  await page.getByRole('textbox', { name: '搜索政策' }).fill('补贴');
  await page.getByRole('textbox', { name: '搜索政策' }).press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);

  await expectLedger(page, request, 1);
  expect(await deviceQueue(page)).toEqual({ queued: 0, invalid: 0, dropped: 0 });
});

test('5 screens clicked one after another offline: 5 records', async ({ page, context, request }) => {
  await page.goto('/#/indexHome');
  await waitForServiceWorker(page);
  await expectLedger(page, request, 1);
  await context.setOffline(true);
  await resetDemo(request);

  const nav = page.getByRole('navigation', { name: '主导航' }).first();
  const clicks = [
    nav.getByRole('link', { name: '新闻资讯' }),
    nav.getByRole('link', { name: '政策汇编' }),
    page.getByRole('link', { name: '申报指南' }).first(),
    nav.getByRole('link', { name: '首页' }),
    nav.getByRole('link', { name: '新闻资讯' }),
  ];
  // each click is a visit on the device as it happens, whether or not its screen could load
  for (const [i, link] of clicks.entries()) {
    await link.click();
    await expect.poll(async () => (await deviceQueue(page)).queued).toBe(i + 1);
  }
  expect((await deviceQueue(page)).queued).toBe(5);
  expect(await serverRecords(request)).toBe(0);

  await context.setOffline(false);
  await expectLedger(page, request, 5);
});

test('a visit to a 70-character id, then 6 visits: 6 records, 1 dropped and counted', async ({
  page,
  request,
}) => {
  await countFromHome(page, request);

  await page.evaluate((id) => {
    window.location.hash = `/policyDetail?id=${id}`;
  }, 'a'.repeat(70));
  await expect(page).toHaveURL(/policyDetail/);
  for (const screen of [
    '/policyList',
    '/newsList',
    '/compilationPolicy',
    '/prizePublicity',
    '/declarationGuide',
  ])
    await visit(page, screen);
  await visit(page, '/indexHome');

  await expectLedger(page, request, 6);
  expect(await deviceQueue(page)).toEqual({ queued: 0, invalid: 1, dropped: 0 });
});

test('a bad record an earlier version left in the queue is dropped and counted, and blocks nothing', async ({
  page,
  request,
}) => {
  await countFromHome(page, request);
  // what the old client queued for #/policyDetail?id=<70 characters>: the server refuses it (400)
  await page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-access-log');
        open.onsuccess = () => {
          const tx = open.result.transaction('queue', 'readwrite');
          tx.objectStore('queue').put(record, [0, 0, record.clientRecordId]);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    {
      accessType: 2,
      userType: 3,
      sourceType: 1,
      policyId: 'b'.repeat(70),
      orgCode: '350501',
      clientRecordId: 'from-an-earlier-version',
      accessTime: new Date().toISOString(),
    },
  );
  for (const screen of ['/newsList', '/compilationPolicy']) await visit(page, screen);

  await expectLedger(page, request, 2);
  expect(await deviceQueue(page)).toEqual({ queued: 0, invalid: 1, dropped: 0 });
});
