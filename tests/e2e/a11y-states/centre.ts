// The user centre: the states its journeys reach that the visual suite's screens do not show.
import { expect } from '../support/fixtures';
import type { A11yState } from './state';
import { loginAndOpen } from '../support/login';
import { lockerWithDocuments } from '../support/locker';

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
  {
    name: '我的材料 with a licence from 电子证照库 and an expired document flagged',
    reach: async (page) => {
      await lockerWithDocuments(page);
      await expect(page.getByTestId('locker-flagged')).toBeVisible();
    },
  },
  {
    name: '我的材料’s upload dialog with its problems shown',
    reach: async (page) => {
      await loginAndOpen(page, 'enterprise', '/#/enterprise/myMaterials', '我的材料');
      await page.getByRole('button', { name: '上传材料' }).click();
      const dialog = page.getByRole('dialog', { name: '上传材料' });
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('请选择要上传的文件')).toBeVisible();
    },
  },
];
