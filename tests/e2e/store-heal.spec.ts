// Stores that heal: a persisted query or a saved policy that lost its shape on the device is dropped at
// the next read, and home, list, detail and 我保存的政策 keep working after one reload.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';
import { visit, waitForPersistedCache } from './offline-support';

freshDemoForEachTest();

/** Writes entries straight into the saved-policies store (IndexedDB portal-saved/policies). */
async function putSaved(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (items) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('portal-saved');
      req.onupgradeneeded = () => req.result.createObjectStore('policies');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('policies', 'readwrite');
    for (const [key, value] of Object.entries(items)) tx.objectStore('policies').put(value, key);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, entries);
}

async function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('portal-saved');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const req = db.transaction('policies').objectStore('policies').getAllKeys();
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return keys.map(String);
  });
}

test('a corrupted saved policy is dropped; home, list, detail and 我保存的政策 keep working', async ({
  page,
}) => {
  await page.goto('/#/indexHome');
  const detail = (await (await page.request.get('/api/open/gj/v1/policy/detail/p-0001')).json()).data as {
    id: string;
    policyName: string;
  };
  await putSaved(page, {
    [detail.id]: { id: detail.id, savedAt: Date.now() - 60_000, detail },
    // an object where the department's name belongs: rendering it crashed the page (React error #31)
    'p-0002': {
      id: 'p-0002',
      savedAt: Date.now(),
      detail: { ...detail, id: 'p-0002', policyName: '坏条目', competentDepartmentPath: { evil: true } },
    },
  });
  await page.reload();

  await page.goto('/#/savedPolicies');
  await expect(page.getByRole('link', { name: detail.policyName }).first()).toBeVisible();
  await expect(page.getByText('坏条目')).toHaveCount(0);
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  await expect.poll(() => savedKeys(page)).toEqual([detail.id]);

  await page.goto('/#/savedPolicies?id=p-0002');
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  await expect(page.getByText('坏条目')).toHaveCount(0);

  for (const [path, ready] of [
    ['/#/indexHome', page.locator('article[data-policy-id]').first()],
    ['/#/policyList', page.locator('article[data-policy-id]').first()],
    [`/#/policyDetail?id=${detail.id}`, page.locator('h1', { hasText: detail.policyName })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
  }
});

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
