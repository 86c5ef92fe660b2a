// The error catalogue (docs/product.md#errors-and-timeouts) where the service worker is in play: a cached
// answer must not hide a 600 notice. Each call's reactions without a worker are checked in jsdom
// (tests/features/policy/error-reactions.test.tsx).
import { test, expect, demo, freshDemoForEachTest, injectFault } from './support/fixtures';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

freshDemoForEachTest();

const MESSAGE_600 = '系统维护中，请于今晚22:00后再试';

test('a cached statistics answer may show, but a 600 notice reaches the user on the next visit', async ({
  page,
}) => {
  await page.goto('/#/indexHome');
  await expect(page.getByTestId('stat-total')).toBeVisible();
  // the worker now controls the page and has the answer cached
  await page.reload();
  await expect(page.getByTestId('stat-total')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await injectFault(page, { path: '/api/open/gj/v1/index/applyAmount', code: 600, msg: MESSAGE_600 });
  await page.reload();
  await page.reload();
  const box = page.getByRole('dialog', { name: '提示' });
  await expect(box).toContainText(MESSAGE_600);
  const faults = await demo<unknown[]>(page, 'faults');
  expect(faults).toHaveLength(1);
});
