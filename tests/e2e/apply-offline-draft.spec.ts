// A draft started online, continued offline with files, reopened after a reload offline, and submitted
// once the connection is back: exactly one application.
import { test, expect, demo, freshDemoForEachTest } from './support/fixtures';
import { loginAs } from './support/login';
import type { Page } from '@playwright/test';
import { openOnline, waitForPersistedCache } from './offline-support';
import { materialFile } from './support/apply';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

const file = (i: number) => materialFile(i, ['照片', '扫描件']);

/** How many files the device's draft for `policyId` holds (any account). */
const draftFilesOnDevice = (page: Page, policyId: string) =>
  page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal-application-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            open.result.close();
            const drafts = all.result as { policyId: string; files: Record<string, unknown[]> }[];
            resolve(
              drafts
                .filter((d) => d.policyId === id)
                .reduce((n, d) => n + Object.values(d.files).reduce((m, f) => m + f.length, 0), 0),
            );
          };
        };
      }),
    policyId,
  );

test('a draft continued offline survives a reload, sent once back online', async ({ page, context }) => {
  await loginAs(page, 'person');
  await openOnline(page, '/applyPolicy?id=p-0005');
  await expect(page.getByTestId('eligibility')).toBeVisible();
  // the query cache (the policy and the form's context) is written to the device at most once a second
  await waitForPersistedCache(page, [/\/policy\/detail\/p-0005$/, /\/apply\/context\/p-0005$/]);
  await page.getByLabel('申报说明').fill('本人首次创业，已办理营业执照并正常经营满六个月。');
  await page.getByTestId('material-input-0').setInputFiles(file(0));
  await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(1);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-note')).toBeVisible();
  await page.getByTestId('material-input-1').setInputFiles(file(1));
  await expect(page.locator('[data-testid="material-file"][data-state="waiting"]')).toHaveCount(1);
  // the draft is written to the device a moment after the change
  await expect.poll(() => draftFilesOnDevice(page, 'p-0005')).toBe(2);

  await page.reload();
  await expect(page.getByText('已恢复您上次填写的内容')).toBeVisible({ timeout: 20_000 });
  // offline, the device's draft (it holds the file not yet uploaded)
  await expect(page.getByTestId('draft-restored')).toHaveAttribute('data-source', 'device');
  await expect(page.getByLabel('申报说明')).toHaveValue('本人首次创业，已办理营业执照并正常经营满六个月。');
  await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="material-file"][data-state="waiting"]')).toHaveCount(1);
  const slots = await page.locator('[data-testid^="material-input-"]').count();
  for (let i = 2; i < slots; i += 1) await page.getByTestId(`material-input-${i}`).setInputFiles(file(i));
  await page.getByLabel(/本人（单位）承诺/).check();
  await page.getByTestId('submit-application').click();
  await page.getByTestId('confirm-application').click();
  await expect(page.getByTestId('submit-queued')).toBeVisible();
  await page
    .getByTestId('submit-application')
    .click({ force: true })
    .catch(() => undefined);

  await context.setOffline(false);
  await expect(page.getByTestId('apply-success')).toBeVisible({ timeout: 30_000 });
  const all = await demo<{ policyId: string; files?: { files: unknown[] }[] }[]>(page, 'applications');
  const mine = all.filter((a) => a.policyId === 'p-0005');
  expect(mine).toHaveLength(1);
  expect(mine[0]?.files?.map((f) => f.files.length)).toEqual(Array.from({ length: slots }, () => 1));
});
