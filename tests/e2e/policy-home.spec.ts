import type { Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { requestsSeen } from './support/requests';

const SUGGEST = '/api/open/gj/v1/policy/suggest';
/** the suggestion box's pause (SUGGEST_DEBOUNCE_MS in the portal) */
const SUGGEST_DEBOUNCE_MS = 300;

test('typing sends ONE suggestion request per pause, and the list is keyboard-navigable', async ({
  page,
}) => {
  const suggestCalls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SUGGEST) suggestCalls.push(r);
  });
  // the page's clock: typing happens while its timers stand still, so a slow machine cannot make a pause
  await page.clock.install();
  await page.goto('/#/indexHome');
  const box = page.getByRole('textbox', { name: '搜索政策' });
  await box.click();
  await page.clock.pauseAt(Date.now() + 1000);
  await box.pressSequentially('研发费用', { delay: 80 });
  // no request per key: nothing leaves until the pause
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 50);
  expect(suggestCalls).toHaveLength(0);
  await page.clock.runFor(50);
  await page.clock.resume();
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(suggestCalls).toHaveLength(1);
  expect(new URL(suggestCalls[0]!.url()).searchParams.get('keyword')).toBe('研发费用');

  // the pause after typing more sends one request for the whole word
  const whole = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === SUGGEST &&
      new URL(r.url()).searchParams.get('keyword') === '研发费用补助',
  );
  await page.clock.pauseAt(Date.now() + 60_000);
  await box.pressSequentially('补助', { delay: 60 });
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS);
  await page.clock.resume();
  await whole;
  expect(suggestCalls).toHaveLength(2);
  expect(new URL(suggestCalls[1]!.url()).searchParams.get('keyword')).toBe('研发费用补助');

  // arrow down + enter picks a suggestion and searches for it
  const first = await page.getByRole('option').first().innerText();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/policyList\?/);
  expect(decodeURIComponent(page.url())).toContain(first.trim());
});

test('the suggestion list hides shortly after the box loses focus', async ({ page }) => {
  await page.goto('/#/indexHome');
  const box = page.getByRole('textbox', { name: '搜索政策' });
  await box.pressSequentially('稳岗', { delay: 50 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden({ timeout: 1000 });
});

test('the search box takes at most 100 characters', async ({ page }) => {
  await page.goto('/#/indexHome');
  const box = page.getByRole('textbox', { name: '搜索政策' });
  await box.fill('政'.repeat(120));
  await expect(box).toHaveValue('政'.repeat(100));
});

test('the floating ad carousel shows described images, follows only in-app links and can be closed', async ({
  page,
}) => {
  const scripts = requestsSeen(page, (r) => r.resourceType() === 'script');
  await page.goto('/#/indexHome');
  const ad = page.getByTestId('floating-ad');
  // below the first screen: the strip keeps its room, and its carousel code waits until it is scrolled near
  await expect(ad).toBeAttached();
  await expect(page.locator('[data-policy-id]').first()).toBeVisible();
  expect(await ad.boundingBox().then((box) => box!.y)).toBeGreaterThan(page.viewportSize()!.height + 200);
  expect(scripts.some((s) => s.includes('ad-carousel'))).toBe(false);
  await ad.scrollIntoViewIfNeeded();
  await expect(ad.locator('img').first()).toBeVisible();
  expect(scripts.some((s) => s.includes('ad-carousel'))).toBe(true);
  // each banner is described: by its title written beside the image (the image then is decorative, alt=""), or
  // by the image's own text alternative when it has no title
  const described = await ad
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.map(
        (i) =>
          (i.getAttribute('alt') ?? '').trim() !== '' || (i.closest('a')?.textContent ?? '').trim() !== '',
      ),
    );
  expect(described.length).toBeGreaterThan(0);
  expect(described.every(Boolean)).toBe(true);
  const hrefs = await ad.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.every((h) => h.startsWith('#/'))).toBe(true);
  await ad.getByRole('button', { name: '关闭推荐信息' }).click();
  await expect(ad).toHaveCount(0);
  await page.goto('/#/policyList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('floating-ad')).toHaveCount(0);
});

test('政策匹配 on the people tab opens the matching dialog, loaded only on demand', async ({ page }) => {
  const chunks = requestsSeen(page, (r) => r.resourceType() === 'script');
  await page.goto('/#/indexHome?audience=2');
  const button = page.getByRole('button', { name: '政策匹配' });
  await expect(button).toBeVisible();
  expect(chunks.some((c) => c.includes('matching-dialog'))).toBe(false);
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(chunks.some((c) => c.includes('matching-dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the first screen of home stays light: no carousel, chart or dialog code before it is needed', async ({
  page,
}) => {
  const scripts = requestsSeen(page, (r) => r.resourceType() === 'script');
  await page.goto('/#/indexHome');
  await expect(page.getByTestId('stat-total')).toBeVisible();
  expect(
    scripts.filter((s) =>
      /recharts|charts|matching-dialog|consult-dialog|dompurify|purify|ad-carousel/i.test(s),
    ),
  ).toEqual([]);
});
