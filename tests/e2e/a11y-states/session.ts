import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { openIdentityPage } from '../support/login';
import { presetA11y } from '../a11y-support';
import type { A11yState } from './state';

const card = (page: Page) => page.locator('article[data-policy-id]').first();

/** Home, list and detail as the device's 长辈模式 or high contrast shows them from the first paint. */
function withSettings(label: string, settings: Record<string, unknown>): A11yState[] {
  return [
    {
      name: `home in ${label}`,
      reach: async (page) => {
        await presetA11y(page, settings);
        await page.goto('/#/indexHome');
        await expect(card(page)).toBeVisible();
      },
    },
    {
      name: `policy list in ${label}`,
      reach: async (page) => {
        await presetA11y(page, settings);
        await page.goto('/#/policyList');
        await expect(card(page)).toBeVisible();
      },
    },
    {
      name: `policy detail in ${label}`,
      reach: async (page) => {
        await presetA11y(page, settings);
        await page.goto('/#/policyDetail?id=p-0001');
        await expect(page.getByTestId('policy-content')).not.toBeEmpty();
      },
    },
  ];
}

export const states: A11yState[] = [
  ...withSettings('长辈模式', { elder: true }),
  ...withSettings('high contrast', { contrast: true }),
  {
    name: 'a login link from another browser refused on the login callback',
    reach: async (page, context) => {
      // another browser logs in but keeps the callback link instead of following it
      await page.goto('/#/indexHome');
      const attacker = await context.browser()!.newContext();
      const other = await attacker.newPage();
      let location = '';
      await other.route('**/__idp/login', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const answer = await route.fetch({ maxRedirects: 0 });
        location = answer.headers()['location'] ?? '';
        await route.fulfill({ status: 200, contentType: 'text/plain', body: 'kept' });
      });
      await openIdentityPage(other, 'enterprise', page.url());
      await other.locator('select#enterpriseId').selectOption('u-ent-1');
      await other.getByRole('button', { name: '以企业身份登录' }).click();
      await expect.poll(() => location).toContain('#/checkLogin?code=11&ticket=');
      await attacker.close();
      await page.goto(location);
      await expect(page.getByRole('alert').filter({ hasText: '已拒绝这次登录' })).toBeVisible();
    },
  },
];
