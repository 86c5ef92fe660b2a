// Stores that heal: a persisted query that lost its shape on the device is dropped at the next read, and home,
// list and detail keep working after one reload (a saved policy that lost its shape:
// tests/offline/saved-store-heal.test.tsx).
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { visit, waitForPersistedCache } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

/** Puts objects where text belongs into the persisted policy lists and detail (IndexedDB portal-query-cache). */
async function corruptPersistedCache(page: Page): Promise<{ lists: number; details: number }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('portal-query-cache');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const store = () => db.transaction('clients', 'readwrite').objectStore('clients');
    const raw = await new Promise<string>((resolve) => {
      const req = store().get('portal-query-cache');
      req.onsuccess = () => resolve(req.result as string);
    });
    const saved = JSON.parse(raw) as {
      clientState: { queries: { queryKey: unknown[]; state: { data: Record<string, unknown> } }[] };
    };
    const corrupted = { lists: 0, details: 0 };
    for (const q of saved.clientState.queries) {
      const data = q.state.data;
      // right version, wrong shape: objects where text belongs (React error #31 when rendered)
      if (q.queryKey[1] === 'list' && Array.isArray(data.records) && data.records.length > 0) {
        (data.records[0] as Record<string, unknown>).policyName = { evil: true };
        corrupted.lists += 1;
      }
      if (q.queryKey[1] === 'detail') {
        data.competentDepartmentPath = { evil: true };
        corrupted.details += 1;
      }
    }
    await new Promise((resolve) => {
      const req = store().put(JSON.stringify(saved), 'portal-query-cache');
      req.onsuccess = resolve;
    });
    db.close();
    return corrupted;
  });
}

async function persistedCacheText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('portal-query-cache');
        open.onsuccess = () => {
          const req = open.result.transaction('clients').objectStore('clients').get('portal-query-cache');
          req.onsuccess = () => {
            open.result.close();
            resolve(String(req.result ?? ''));
          };
        };
      }),
  );
}

test('a corrupted persisted query cache is dropped; home, list and detail keep working after one reload', async ({
  page,
}) => {
  await page.goto('/#/indexHome');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  await visit(page, '/policyList');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  const id = await page.locator('article[data-policy-id]').first().getAttribute('data-policy-id');
  await visit(page, `/policyDetail?id=${id}`);
  // the detail's own answer is in before the cache's next write is awaited
  await expect(page.getByTestId('policy-content')).not.toBeEmpty();
  await waitForPersistedCache(page);
  const corrupted = await corruptPersistedCache(page);
  expect(corrupted.lists).toBeGreaterThanOrEqual(1);
  expect(corrupted.details).toBe(1);

  await page.reload();
  for (const [path, ready] of [
    ['/#/policyDetail?id=' + id, page.locator('h1').first()],
    ['/#/policyList', page.locator('article[data-policy-id]').first()],
    ['/#/indexHome', page.locator('article[data-policy-id]').first()],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
  }
  // the next write of the cache no longer holds the bad entries
  await expect.poll(() => persistedCacheText(page), { timeout: 15_000 }).not.toContain('evil');
});
