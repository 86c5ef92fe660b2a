// The user centre: the states its journeys reach that the visual suite's screens do not show.
import { expect } from '@playwright/test';
import type { A11yState } from './state';
import { loginAndOpen } from '../support/login';

export const states: A11yState[] = [
  {
    name: 'the bank account change dialog with its problems shown',
    reach: async (page) => {
      await loginAndOpen(page, 'enterprise', '/#/enterprise/enterpriseInfo', '企业信息');
      await page.getByRole('button', { name: '变更银行账户' }).click();
      const dialog = page.getByRole('dialog', { name: '变更对公银行账户' });
      await dialog.getByLabel('开户银行').fill('');
      await dialog.getByLabel('新银行账号').fill('12345');
      await dialog.getByRole('button', { name: '下一步' }).click();
      await expect(dialog.getByText('银行账号应为10至30位数字')).toBeVisible();
    },
  },
  {
    name: 'an enterprise’s 我的申报 list',
    reach: async (page) => {
      await loginAndOpen(page, 'enterprise', '/#/enterprise/myApply', '我的申报');
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    },
  },
];
