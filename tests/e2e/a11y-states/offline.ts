import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import type { A11yState } from './state';
import {
  backdateSavedSearches,
  changedSavedPolicies,
  openSavedListOffline,
  saveThisSearch,
  viewFirstSavedPolicy,
  waitForServiceWorker,
} from '../offline-support';

/** 我保存的政策 offline: a policy saved on the device, the connection cut, the list opened. */
async function savedListOffline(page: Page, context: BrowserContext): Promise<void> {
  await openSavedListOffline(page, context);
  await expect(page.getByText(/保存于 \d{4}/).first()).toBeVisible();
}

export const states: A11yState[] = [
  { name: 'saved policies that changed, each saying what changed', reach: changedSavedPolicies },
  {
    name: 'a saved policy that changed, read with its change notice',
    reach: async (page) => {
      await changedSavedPolicies(page);
      const item = page.locator('li', { has: page.locator('[data-policy-change="p-0001"]') });
      await item.getByRole('link', { name: '查看' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('[data-policy-change="p-0001"]')).toBeVisible();
    },
  },
  { name: 'saved policies listed offline, the offline banner shown', reach: savedListOffline },
  {
    name: 'a saved policy read offline',
    reach: async (page, context) => {
      await savedListOffline(page, context);
      await viewFirstSavedPolicy(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    },
  },
  {
    name: 'my saved searches, one with a new policy counted',
    reach: async (page, context) => {
      await context.grantPermissions(['notifications']);
      await page.goto('/#/policyList?countyCode=350582&applyState=1');
      await waitForServiceWorker(page);
      await saveThisSearch(page, '晋江正在申报');
      await expect(page.getByText('已保存搜索“晋江正在申报”')).toBeVisible();
      await backdateSavedSearches(page);
      const published = await page.request.post('/__demo/publish-policy', {
        data: { audience: 1, countyCode: '350582' },
      });
      expect(published.ok()).toBeTruthy();
      await page.goto('/#/policyList?audience=2');
      await page.reload();
      await page.getByRole('button', { name: /我的搜索（1 条新政策）/ }).click({ timeout: 20_000 });
      const mine = page.getByRole('dialog', { name: '我保存的搜索' });
      await expect(mine.locator('li', { hasText: '晋江正在申报' }).getByText('1 条新政策')).toBeVisible();
    },
  },
];
