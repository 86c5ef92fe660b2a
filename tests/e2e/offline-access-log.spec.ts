// Access logging offline: visits queue on the device and reach the server in batches once online.
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import {
  queuedOnDevice,
  recordsAfterASecond,
  sendRecordsWithoutWaiting,
  serverLedger,
} from './support/access-log';
import { resetDemo, visit, waitForServiceWorker } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

/** A visit is logged once its screen has finished loading: wait for its record to be on the device. */
async function loggedVisit(page: Page, screen: string): Promise<void> {
  const before = await queuedOnDevice(page);
  await visit(page, screen);
  await expect.poll(() => queuedOnDevice(page), { timeout: 10_000 }).toBe(before + 1);
}

const SCREENS = [
  '/policyList',
  '/newsList',
  '/declarationGuide',
  '/compilationPolicy',
  '/prizePublicity',
  '/savedPolicies',
];

async function settleOnline(page: Page, request: import('@playwright/test').APIRequestContext) {
  await sendRecordsWithoutWaiting(page);
  await page.goto('/#/indexHome');
  await waitForServiceWorker(page);
  // the first visit is sent a few seconds after it is recorded
  await expect.poll(() => recordsAfterASecond(page, request), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => queuedOnDevice(page)).toBe(0);
}

/**
 * Nothing reached the server while offline (the visits are all still on the device); once online they all
 * arrive, and when the device queue is empty no more can come: in fewer requests than records, none doubled.
 */
async function expectDeliveredOnceOnline(
  page: Page,
  context: import('@playwright/test').BrowserContext,
  request: import('@playwright/test').APIRequestContext,
  visits: number,
) {
  expect(await queuedOnDevice(page)).toBe(visits);
  expect((await serverLedger(request)).records).toHaveLength(0);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverLedger(request)).records.length, { timeout: 30_000 })
    .toBe(visits);
  await expect.poll(() => queuedOnDevice(page), { timeout: 10_000 }).toBe(0);
  const logs = await serverLedger(request);
  expect(logs.records).toHaveLength(visits);
  expect(logs.requests).toBeLessThan(visits);
  expect(new Set(logs.records.map((r) => r.clientRecordId)).size).toBe(visits);
}

test('visits made offline, a reload while offline among them, arrive once online in fewer requests, none doubled', async ({
  page,
  context,
  request,
}) => {
  await settleOnline(page, request);
  await context.setOffline(true);
  await resetDemo(request);
  for (const screen of SCREENS.slice(0, 3)) await loggedVisit(page, screen);
  await page.reload(); // the reloaded screen is a visit of its own
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => queuedOnDevice(page), { timeout: 10_000 }).toBe(4);
  for (const screen of SCREENS.slice(3)) await loggedVisit(page, screen);
  await expectDeliveredOnceOnline(page, context, request, 7);
});
