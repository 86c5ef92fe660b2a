import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (it claims clients on activation). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/** The stored query cache is written with a 1 s throttle. */
export async function waitForPersistedCache(page: Page): Promise<void> {
  await page.waitForTimeout(1500);
}

export interface AccessLogState {
  records: { clientRecordId?: string; accessType: number }[];
  requests: number;
}
