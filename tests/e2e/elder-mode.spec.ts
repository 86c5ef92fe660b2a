// 长辈模式: one switch makes text large and airy on every screen, removes ads and the carousel,
// keeps the choice across reloads (online and offline) and applies it before the first paint (screenshots for
// review: tests/review/session-elder-mode.spec.ts).
import { test, expect } from './support/fixtures';
import { loginAs } from './support/login';
import { expectElderText, presetA11y } from './a11y-support';
import { visit, waitForPersistedCache, waitForServiceWorker } from './offline-support';

// these journeys need the service worker (the chromium project blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const ELDER_TOGGLE = { name: '长辈模式' } as const;

test('长辈模式 on home: large text on home, list and detail, no ad or carousel, and it survives reloads online and offline', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#/indexHome');
  await waitForServiceWorker(page);
  // the ad and its carousel are there before the switch
  await expect(page.getByTestId('floating-ad')).toBeVisible();
  await expect(page.getByTestId('stat-total')).toBeVisible();
  const before = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  expect(before).toBeLessThan(18);

  const toggle = page.getByRole('button', ELDER_TOGGLE).first();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  await expect(page.getByTestId('a11y-announcer')).toHaveText('已开启长辈模式');

  // home: search, hot words, policies; no ad, carousel or figures; every text ≥ 18 px, lines ≥ 1.3×
  await expect(page.getByTestId('floating-ad')).toHaveCount(0);
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  await expect(page.getByTestId('stat-total')).toHaveCount(0);
  await expect(page.getByTestId('hot-words')).toBeVisible();
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  expect(
    await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize)),
  ).toBeGreaterThanOrEqual(18);
  await expectElderText(page, 'main', 'home');
  // the nav stays: every function reachable
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();

  await visit(page, '/policyList');
  const card = page.locator('article[data-policy-id]').first();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('floating-ad')).toHaveCount(0);
  await expectElderText(page, 'main', 'list');

  const id = (await card.getAttribute('data-policy-id'))!;
  await visit(page, `/policyDetail?id=${id}`);
  await expect(page.getByTestId('policy-content')).not.toBeEmpty();
  await expect(page.locator('aside[aria-label="推荐信息"]')).toHaveCount(0);
  await expectElderText(page, 'main', 'detail');
  await waitForPersistedCache(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  await expect(page.getByRole('button', ELDER_TOGGLE).first()).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('policy-content')).not.toBeEmpty();
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  expect(
    await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize)),
  ).toBeGreaterThanOrEqual(18);
  await expectElderText(page, 'main', 'detail offline');
  await context.setOffline(false);
});

test('长辈模式 in the consultation dialog: large text and airy lines', async ({ page }) => {
  await presetA11y(page, { elder: true });
  await loginAs(page, 'person');
  await page.getByRole('button', { name: '咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '在线咨询' });
  await expect(dialog.getByLabel('咨询内容')).toBeVisible();
  await expectElderText(page, '[role="dialog"]', 'consultation dialog');
  // click targets: 44 px and more
  const heights = await dialog
    .locator('button:visible, input:visible, textarea:visible')
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLInputElement).type !== 'radio' && (e as HTMLInputElement).type !== 'file')
        .map((e) => Math.round(e.getBoundingClientRect().height)),
    );
  expect(heights.length).toBeGreaterThan(2);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
});

test('长辈模式 is applied before the first paint: the app never draws small first, no layout shift from it', async ({
  page,
}) => {
  await presetA11y(page, { elder: true });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __firstDraw: string | null };
    w.__shifts = [];
    w.__firstDraw = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shifts.push((e as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    // when the app first puts its header into #root, what does <html> say?
    new MutationObserver((_, observer) => {
      if (document.querySelector('#root header')) {
        w.__firstDraw = `${document.documentElement.dataset.elder ?? 'off'} ${getComputedStyle(document.body).fontSize}`;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#/indexHome');
  await expect(page.locator('article[data-policy-id]').first()).toBeVisible();
  // the screen is complete: nothing more on its way that could move it
  await page.waitForLoadState('networkidle');
  const { shifts, firstDraw } = await page.evaluate(() => {
    const w = window as unknown as { __shifts: number[]; __firstDraw: string | null };
    return { shifts: w.__shifts, firstDraw: w.__firstDraw };
  });
  expect(firstDraw).toBe('on 18px');
  expect(
    shifts.filter((v) => v > 0.02),
    `layout shifts: ${shifts.join(', ')}`,
  ).toEqual([]);
});

test('长辈模式 is the device’s: it survives logout', async ({ page }) => {
  await loginAs(page, 'person');
  await page.getByRole('button', { name: '长辈模式' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  expect(await page.evaluate(() => localStorage.getItem('portal.a11y'))).toContain('"elder":true');
  await page.reload();
  await expect(page.getByRole('button', { name: '长辈模式' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
