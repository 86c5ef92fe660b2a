// Screenshots of dialogs on the one dialog wrapper (FormDialog) for review: the journeys' dialog states from
// the axe list (a11y-states), and the bank change's two steps in both languages; phone and desktop.
import type { Page } from '@playwright/test';
import { test, expect, freshDemoForEachTest } from '../e2e/support/fixtures';
import { loginAndOpen } from '../e2e/support/login';
import { states as apply } from '../e2e/a11y-states/apply';
import { states as centre } from '../e2e/a11y-states/centre';
import { states as layout } from '../e2e/a11y-states/layout';
import { shotPath } from './shots';

freshDemoForEachTest();

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];

const DIALOG_STATES = [...apply, ...centre, ...layout].filter((s) =>
  /records dialog|submit confirmation|captcha dialog|bank account change|确认申报/.test(s.name),
);

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: shotPath('dialogs', name) });
}

for (const size of SIZES) {
  for (const [i, state] of DIALOG_STATES.entries()) {
    test(`${state.name} ${size.name}`, async ({ page, context }) => {
      // the login helpers look for the desktop header's user menu: resize once the dialog is open
      await state.reach(page, context);
      await page.setViewportSize(size);
      await expect(page.getByRole('dialog').last()).toBeVisible();
      await shoot(page, `state-${i}-${size.name}`);
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    test(`bank change both steps ${lang} ${size.name}`, async ({ page }) => {
      await loginAndOpen(page, 'enterprise', '/#/enterprise/enterpriseInfo', '企业信息');
      await page.setViewportSize(size);
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
        await page.reload();
      }
      const w =
        lang === 'zh'
          ? {
              open: '变更银行账户',
              title: '变更对公银行账户',
              account: '新银行账号',
              next: '下一步',
              confirm: '确认变更银行账户',
            }
          : {
              open: 'Change bank account',
              title: 'Change the corporate bank account',
              account: 'New account number',
              next: 'Next',
              confirm: 'Confirm the bank account change',
            };
      await page.getByRole('button', { name: w.open }).click();
      const dialog = page.getByRole('dialog', { name: w.title });
      await dialog.getByLabel(w.account).fill('6222020200112233445');
      await shoot(page, `bank-edit-${lang}-${size.name}`);
      await dialog.getByRole('button', { name: w.next }).click();
      await expect(page.getByRole('dialog', { name: w.confirm })).toBeVisible();
      await shoot(page, `bank-confirm-${lang}-${size.name}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.open })).toBeFocused();
    });
  }
}
