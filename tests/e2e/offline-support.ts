import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { RESET_RETRIES, expect } from './support/fixtures';

export const OFFLINE_BANNER = '当前处于离线状态，显示的是本机保存的内容';

/** Waits until the service worker is active and controls the page (it claims clients on activation). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/**
 * The stored query cache is written at most once a second after it changes: waits for a write made
 * after the last API answer the page received, so it holds everything loaded by now. With `answers`, only
 * the answers whose path it matches count (a query the cache does not keep, such as a draft read from the
 * server, is not written at all), and each of them must have arrived.
 */
export async function waitForPersistedCache(page: Page, answers?: RegExp[]): Promise<void> {
  const ends = async () =>
    page.evaluate(
      (only) => {
        const entries = performance
          .getEntriesByType('resource')
          .map((e) => ({ path: new URL(e.name).pathname, end: (e as PerformanceResourceTiming).responseEnd }))
          // query answers only: the access-log POST and a material file's upload change no query
          .filter(({ path }) =>
            /^\/api\/(?!manage\/gj\/v1\/pcApi$)(?!manage\/gj\/v1\/pcUser\/apply\/file)/.test(path),
          );
        const picked = only
          ? only.map((source) => entries.filter((e) => new RegExp(source).test(e.path)))
          : [entries];
        if (picked.some((list) => list.length === 0)) return null;
        // whole milliseconds, as the persister stamps its writes (Date.now)
        return Math.floor(performance.timeOrigin + Math.max(0, ...picked.flat().map((e) => e.end)));
      },
      answers?.map((r) => r.source) ?? null,
    );
  let since: number | null = null;
  await expect
    .poll(async () => (since = await ends()), { timeout: 10_000, message: 'the answers have arrived' })
    .not.toBeNull();
  await expect
    .poll(() => persistedAt(page), { timeout: 10_000, message: 'query cache written to IndexedDB' })
    .toBeGreaterThanOrEqual(since!);
}

/** When the persister last wrote the query cache (idb-keyval: database portal-query-cache, store clients). */
async function persistedAt(page: Page): Promise<number> {
  const raw = await readDeviceStore(page, 'portal-query-cache', 'clients', 'portal-query-cache');
  return typeof raw === 'string' ? (JSON.parse(raw) as { timestamp: number }).timestamp : 0;
}

/** One value of an idb-keyval store on the device, read as the app would (undefined when absent). */
export function readDeviceStore(page: Page, db: string, store: string, key: string): Promise<unknown> {
  return page.evaluate(
    ([dbName, storeName, entry]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onupgradeneeded = () => open.result.createObjectStore(storeName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(storeName).objectStore(storeName).get(entry);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [db, store, key] as const,
  );
}

/** Opens a screen online (a full page load) and waits until the service worker controls it. */
export async function openOnline(page: Page, hashPath: string): Promise<void> {
  await page.goto(`/#${hashPath}`);
  await waitForServiceWorker(page);
}

/** Cuts the connection once the device holds everything loaded so far. */
export async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await waitForPersistedCache(page);
  await context.setOffline(true);
}

/** Moves within the app as a link would (a same-document navigation, so it works offline too). */
export async function visit(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, hashPath);
  // the screen may complete its search params in the address (page, size, order): those may follow
  const escaped = hashPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`#${escaped}(?:[&?].*)?$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

export async function resetDemo(request: APIRequestContext): Promise<void> {
  expect((await request.post('/__demo/reset', { maxRetries: RESET_RETRIES })).ok()).toBeTruthy();
}

/**
 * Puts a policy into the device's saved store exactly as 保存到本机 does (idb-keyval: key = id);
 * `changes` overwrite fields of the server's detail (a deadline the test needs, say).
 */
export async function seedSavedPolicy(
  page: Page,
  policyId: string,
  changes: Record<string, unknown> = {},
): Promise<void> {
  const response = await page.request.get(`/api/open/gj/v1/policy/detail/${policyId}`);
  const detail = { ...((await response.json()) as { data: Record<string, unknown> }).data, ...changes };
  await page.evaluate(
    (entry) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-saved');
        open.onupgradeneeded = () => open.result.createObjectStore('policies');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('policies', 'readwrite');
          tx.objectStore('policies').put(entry, entry.id);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { id: policyId, savedAt: Date.now(), detail },
  );
}

/**
 * From the policy list on screen: opens the first card's detail and saves it with 保存到本机.
 * Returns the policy's id and name.
 */
export async function saveFirstPolicy(page: Page): Promise<{ policyId: string; policyName: string }> {
  const card = page.locator('article[data-policy-id]').first();
  const policyId = (await card.getAttribute('data-policy-id'))!;
  const policyName = (await card.getByRole('heading').textContent())!.trim();
  await visit(page, `/policyDetail?id=${policyId}`);
  await page.getByRole('button', { name: '保存到本机' }).first().click();
  await expect(page.getByRole('link', { name: '已保存，可离线查看' }).first()).toBeVisible();
  return { policyId, policyName };
}

/**
 * Publication times are to the second: the saved searches were last looked at a second earlier than they
 * were, so a policy published now is after them. (A search saved from its own list counts the saving as
 * that list's look: no later write moves its time again.)
 */
export async function backdateSavedSearches(page: Page): Promise<void> {
  await changeSavedSearches(page, { backdateMs: 1000 });
}

/** Writes `value` under `key` in the device's saved searches as it stands (a damaged entry, say). */
export async function putSavedSearch(page: Page, key: string, value: unknown): Promise<void> {
  await changeSavedSearches(page, { put: { key, value } });
}

/** One write to the device's saved searches (IndexedDB): every search backdated, or one entry put as it stands. */
async function changeSavedSearches(
  page: Page,
  change: { backdateMs: number } | { put: { key: string; value: unknown } },
): Promise<void> {
  await page.evaluate(
    (change) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-saved-searches');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('searches', 'readwrite');
          const searches = tx.objectStore('searches');
          if ('put' in change) searches.put(change.put.value, change.put.key);
          else {
            const cursor = searches.openCursor();
            cursor.onsuccess = () => {
              const at = cursor.result;
              if (!at) return;
              const search = at.value as { seenAt: number; createdAt: number };
              const ms = change.backdateMs;
              at.update({ ...search, seenAt: search.seenAt - ms, createdAt: search.createdAt - ms });
              at.continue();
            };
          }
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    change,
  );
}

/** Saves the list's search from 保存此搜索, under `name` or else the name the dialog offers. */
export async function saveThisSearch(page: Page, name?: string): Promise<void> {
  await page.getByRole('button', { name: '保存此搜索' }).click();
  const dialog = page.getByRole('dialog', { name: '保存此搜索' });
  if (name !== undefined) await dialog.getByLabel('搜索名称').fill(name);
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
}

/** Opens the first saved policy of 我保存的政策 (its 查看: a button offline, a link online). */
export async function viewFirstSavedPolicy(page: Page): Promise<void> {
  await page.getByRole('button', { name: '查看' }).or(page.getByRole('link', { name: '查看' })).first().click();
}

/** 我保存的政策 offline: the first policy of the list saved on the device, the connection cut, the list opened. */
export async function openSavedListOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/#/policyList');
  await waitForServiceWorker(page);
  const id = (await page.locator('article[data-policy-id]').first().getAttribute('data-policy-id'))!;
  await seedSavedPolicy(page, id);
  await context.setOffline(true);
  await visit(page, '/savedPolicies');
}

/**
 * Two saved policies changed on the server (a deadline moved, the amount and conditions changed; one withdrawn):
 * 我保存的政策 opened online says what changed in each (its own check as it opens).
 */
export async function changedSavedPolicies(page: Page): Promise<void> {
  await page.goto('/#/policyList');
  await waitForServiceWorker(page);
  await seedSavedPolicy(page, 'p-0001');
  await seedSavedPolicy(page, 'p-0005');
  const detail = (await (await page.request.get('/api/open/gj/v1/policy/detail/p-0001')).json()) as {
    data: { declareEnd: string };
  };
  const [y, m, d] = detail.data.declareEnd.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(y, m - 1, d + 13)).toISOString().slice(0, 10);
  for (const body of [
    {
      policyId: 'p-0001',
      declareEnd: later,
      rewardMoney: 500000,
      conditions: ['在泉州市登记注册', '上年度研发投入不低于100万元'],
    },
    { policyId: 'p-0005', withdrawn: true },
  ])
    expect((await page.request.post('/__demo/update-policy', { data: body })).ok()).toBeTruthy();
  await visit(page, '/savedPolicies');
  await expect(page.locator('[data-policy-change]')).toHaveCount(2, { timeout: 15_000 });
}
