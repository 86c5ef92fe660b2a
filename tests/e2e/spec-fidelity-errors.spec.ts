// Issue 11, the error catalogue (docs/product.md#errors-and-timeouts) on every call that is not a search:
// statistics, a policy detail and an ad get the catalogue's reactions (403 re-login box, 600 notice, error
// toast, timeout toast) besides their own inline state; the list search only shows its inline state.
import type { Page } from '@playwright/test';
import { test, expect, demo, freshDemoForEachTest, injectFault } from './support/fixtures';

freshDemoForEachTest();

interface Call {
  name: string;
  path: string;
  open: string;
  /** what the screen itself shows when the call failed (null: the piece simply stays away) */
  inline: RegExp | null;
}

const CALLS: Call[] = [
  {
    name: 'statistics',
    path: '/api/open/gj/v1/index/applyAmount',
    open: '/#/indexHome',
    inline: /统计数据暂时无法加载/,
  },
  {
    name: 'policy detail',
    path: '/api/open/gj/v1/policy/detail/p-0001',
    open: '/#/policyDetail?id=p-0001',
    inline: /政策详情加载失败/,
  },
  { name: 'ad', path: '/api/v1/tads/findByCode/ad_PC_homePage2', open: '/#/indexHome', inline: null },
];

const LIST: Call = {
  name: 'list search',
  path: '/api/open/gj/v1/index/nonFinancialPolicyPage/*',
  open: '/#/policyList',
  inline: /政策列表加载失败/,
};

type Fault = '403' | '600' | '500' | 'timeout';
const FAULTS: Fault[] = ['403', '600', '500', 'timeout'];
const MESSAGE: Record<Exclude<Fault, 'timeout'>, string> = {
  '403': '登录已失效，请重新登录',
  '600': '系统维护中，请于今晚22:00后再试',
  '500': '统计服务繁忙，请稍后再试',
};

async function openWithFault(page: Page, call: Call, fault: Fault) {
  if (fault === 'timeout') {
    // the override only shortens, and never below 1000 ms (src/shared/config/env.ts): 1500 ms, which runs out
    // before the 3 s delay ends (a timeout spends the call's one timeout: it is not tried again)
    await page.addInitScript(() =>
      localStorage.setItem('portal.timeouts', JSON.stringify({ primary: 1500 })),
    );
    await injectFault(page, { path: call.path, delayMs: 3000 });
  } else {
    await injectFault(page, { path: call.path, code: Number(fault), msg: MESSAGE[fault] });
  }
  await page.goto(call.open);
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/**
 * How long a timeout's reaction may take to show: one timeout of 1.5 s after the page itself has loaded,
 * which on a busy machine takes several seconds more.
 */
const TIMED_OUT_WITHIN = { timeout: 30_000 };

/**
 * The screen's own state after the failure: its load-error alert (a timeout is a slow server, not a dead line);
 * the offline panel is accepted too, should another call have failed for the network meanwhile.
 */
function inlineState(page: Page, inline: RegExp, fault: Fault) {
  const alert = page.getByText(inline).first();
  return fault === 'timeout' ? alert.or(page.getByTestId('offline-panel')).first() : alert;
}

test.describe('each fault, answered by the page itself', () => {
  // no service worker: a retry's late answer, cached by the worker, could answer the next try and hide the
  // reaction under test (what a real visitor then sees is the ad, which is also right)
  test.use({ serviceWorkers: 'block' });

  for (const call of CALLS) {
    for (const fault of FAULTS) {
      test(`${call.name} with ${fault}: the spec's reaction`, async ({ page }) => {
        await openWithFault(page, call, fault);
        if (fault === '403') {
          const box = page.getByRole('dialog', { name: '登录提示' });
          await expect(box).toContainText(MESSAGE['403']);
          await expect(box.getByRole('button', { name: '重新登录' })).toBeVisible();
          await expect(box.getByRole('button', { name: '去注册' })).toBeVisible();
        } else if (fault === '600') {
          const box = page.getByRole('dialog', { name: '提示' });
          await expect(box).toContainText(MESSAGE['600']);
          await box.getByRole('button', { name: '确定' }).click();
          await expect(box).toHaveCount(0);
        } else if (fault === '500') {
          await expect(toasts(page).filter({ hasText: MESSAGE['500'] })).toBeVisible();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        } else {
          await expect(toasts(page).filter({ hasText: '系统请求超时异常，请稍后再试' })).toBeVisible(
            TIMED_OUT_WITHIN,
          );
        }
        if (call.inline) await expect(inlineState(page, call.inline, fault)).toBeVisible(TIMED_OUT_WITHIN);
      });
    }
  }

  for (const fault of FAULTS) {
    test(`list search with ${fault}: only the inline state`, async ({ page }) => {
      await openWithFault(page, LIST, fault);
      await expect(inlineState(page, LIST.inline!, fault)).toBeVisible(TIMED_OUT_WITHIN);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(toasts(page)).toHaveCount(0);
    });
  }
});

test('a cached statistics answer may show, but a 600 notice reaches the user on the next visit', async ({
  page,
}) => {
  await page.goto('/#/indexHome');
  await expect(page.getByTestId('stat-total')).toBeVisible();
  // the worker now controls the page and has the answer cached
  await page.reload();
  await expect(page.getByTestId('stat-total')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await injectFault(page, { path: '/api/open/gj/v1/index/applyAmount', code: 600, msg: MESSAGE['600'] });
  await page.reload();
  await page.reload();
  const box = page.getByRole('dialog', { name: '提示' });
  await expect(box).toContainText(MESSAGE['600']);
  const faults = await demo<unknown[]>(page, 'faults');
  expect(faults).toHaveLength(1);
});
