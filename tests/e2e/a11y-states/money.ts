// The money followed to the bank: an application's money steps on its detail, a 免申即享 receipt's steps on
// the 免申即享 page and in 我享受的政策 (with the per-year totals).
import { expect } from '../support/fixtures';
import type { A11yState } from './state';
import { loginAndOpen, loginAs } from '../support/login';
import { paidApplication, receiptOnItsWay } from '../support/money';

export const states: A11yState[] = [
  {
    name: 'an application’s money steps to 已到账 on its detail',
    reach: async (page) => {
      await loginAs(page, 'enterprise');
      const id = await paidApplication(page);
      await page.goto(`/#/applyDetail?id=${id}`);
      await expect(page.getByTestId('money-payee')).toHaveCount(2);
    },
  },
  {
    name: 'a 免申即享 receipt’s steps on the 免申即享 page',
    reach: async (page) => {
      await loginAs(page, 'person');
      await receiptOnItsWay(page);
      await page.goto('/#/freeTrial?id=p-0054&msId=fa-0054&isApply=false&ms=true');
      await expect(page.getByTestId('receipt-progress').getByTestId('receipt-step')).toHaveCount(4);
    },
  },
  {
    name: '我享受的政策 with its per-year totals and a receipt on its way',
    reach: async (page) => {
      await loginAndOpen(page, 'person', '/#/indexHome');
      await receiptOnItsWay(page);
      await page.goto('/#/enterprise/myEnjoyPolicy');
      await expect(page.getByTestId('enjoy-receipt')).toHaveCount(1);
      await expect(page.getByTestId('enjoy-years')).toBeVisible();
    },
  },
];
