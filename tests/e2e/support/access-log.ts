// Reads the device's access-log queue (IndexedDB portal-access-log/queue) and the demo server's ledger.
import { type APIRequestContext, type Page } from '@playwright/test';
import { RESET_RETRIES, expect } from './fixtures';

export interface DeviceQueue {
  queued: number;
  /** records that could never be accepted: malformed when made, or refused by the server */
  invalid: number;
  dropped: number;
}

export async function deviceQueue(page: Page): Promise<DeviceQueue> {
  return page.evaluate(
    () =>
      new Promise<DeviceQueue>((resolve, reject) => {
        const open = indexedDB.open('portal-access-log');
        open.onupgradeneeded = () => open.result.createObjectStore('queue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('queue').objectStore('queue');
          const count = store.count(IDBKeyRange.lowerBound([]));
          const invalid = store.get('invalid');
          const dropped = store.get('dropped');
          store.transaction.oncomplete = () => {
            open.result.close();
            resolve({
              queued: count.result,
              invalid: (invalid.result as number | undefined) ?? 0,
              dropped: (dropped.result as number | undefined) ?? 0,
            });
          };
          store.transaction.onerror = () => reject(store.transaction.error);
        };
      }),
  );
}

/** How many records wait on the device to be sent. */
export async function queuedOnDevice(page: Page): Promise<number> {
  return (await deviceQueue(page)).queued;
}

export interface ServerLedger {
  records: { clientRecordId: string; accessType: number; policyId: string | null }[];
  requests: number;
}

export async function serverLedger(request: APIRequestContext): Promise<ServerLedger> {
  const response = await request.get('/__demo/access-logs', { maxRetries: RESET_RETRIES });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ServerLedger;
}

/** Records on the server, and no clientRecordId twice. */
export async function serverRecords(request: APIRequestContext): Promise<number> {
  const { records } = await serverLedger(request);
  expect(new Set(records.map((r) => r.clientRecordId)).size, 'a record arrived twice').toBe(records.length);
  return records.length;
}

const clocked = new WeakSet<Page>();

/**
 * Runs the page's timers on Playwright's clock (time still flows as usual), before the page is opened: the
 * waits below then move the clock on instead of waiting out the 3 s a record stays on the device before it
 * is sent.
 */
export async function sendRecordsWithoutWaiting(page: Page): Promise<void> {
  await page.clock.install();
  clocked.add(page);
}

/** The server's record count, after moving a clocked page's timers on by a second. */
export async function recordsAfterASecond(page: Page, request: APIRequestContext): Promise<number> {
  if (clocked.has(page)) await page.clock.fastForward(1_000);
  return serverRecords(request);
}

/**
 * Waits until the server holds `expected` records and the device none, then reads the server once more.
 * A record leaves the device only once the server has taken it, and a visit makes its record as its screen
 * is entered: so once the device holds none, every record made so far is on the server and none can follow
 * (no real time is waited out; a further record would show in the second reading).
 */
export async function expectLedger(
  page: Page,
  request: APIRequestContext,
  expected: number,
  { timeout = 45_000 } = {},
): Promise<void> {
  await expect.poll(() => recordsAfterASecond(page, request), { timeout }).toBe(expected);
  await expect.poll(async () => (await deviceQueue(page)).queued, { timeout: 10_000 }).toBe(0);
  expect(await serverRecords(request)).toBe(expected);
}
