// Stores that heal: a saved policy that lost its shape on the device is dropped at the next read, and
// home, list, detail and 我保存的政策 keep working after one reload.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from './support/fixtures';

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
