// 我保存的政策 and its offline detail view: accessible at desktop and phone widths.
import { test, expect } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';
import { seedSavedPolicy, visit, waitForServiceWorker } from './offline-support';

for (const width of [1280, 375]) {
  test(`saved policies list and offline view have no serious axe violations at ${width}px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/policyList');
    await waitForServiceWorker(page);
    const id = (await page.locator('article[data-policy-id]').first().getAttribute('data-policy-id'))!;
    await seedSavedPolicy(page, id);
    await context.setOffline(true);
    await visit(page, '/savedPolicies');
    await expect(page.getByText(/保存于 \d{4}/).first()).toBeVisible();
    await page
      .screenshot({ path: `/tmp/offline/saved-list-${width}.png`, fullPage: true })
      .catch(() => undefined);
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('button', { name: '查看' })
      .or(page.getByRole('link', { name: '查看' }))
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page
      .screenshot({ path: `/tmp/offline/saved-view-${width}.png`, fullPage: true })
      .catch(() => undefined);
    await expectNoSeriousAxeViolations(page);
  });
}
