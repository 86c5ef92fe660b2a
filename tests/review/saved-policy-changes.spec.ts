// The change notice of saved policies (a deadline moved with the amount and conditions; one withdrawn), on the
// list and on the saved copy, at phone and desktop sizes in both languages, written for a person to look at
// (axe over both states: tests/e2e/a11y-states/offline.ts).
import { test, expect } from '../e2e/support/fixtures';
import { resetDemo, seedSavedPolicy, visit, waitForServiceWorker } from '../e2e/offline-support';
import { shotPath } from './shots';

test.afterEach(async ({ request }) => {
  await resetDemo(request);
});

for (const lang of ['zh-CN', 'en'] as const) {
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    test(`saved policies' change notice, ${lang}, ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.addInitScript((l) => localStorage.setItem('portal.lang', l), lang);
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
      await page.screenshot({ path: shotPath('saved-policy-changes', `list-${lang}-${width}`), fullPage: true });
      await page.locator('li', { has: page.locator('[data-policy-change="p-0001"]') }).getByRole('link').last().click();
      await expect(page.locator('[data-policy-change="p-0001"]')).toBeVisible();
      await page.screenshot({ path: shotPath('saved-policy-changes', `view-${lang}-${width}`), fullPage: false });
    });
  }
}
