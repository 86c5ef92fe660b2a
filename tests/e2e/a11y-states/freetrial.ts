// 免申即享 states: the account's conditions checked before 确认领取, met and with a hard one failed.
import { expect } from '../support/fixtures';
import { loginAs } from '../support/login';
import type { A11yState } from './state';

const freeTrial = (id: string) => `/#/freeTrial?id=${id}&msId=fa-${id.slice(2)}&isApply=false&ms=true`;

export const states: A11yState[] = [
  {
    name: '免申即享 with the conditions met, before 确认领取',
    reach: async (page) => {
      await loginAs(page, 'person', freeTrial('p-0014'));
      await expect(page.getByTestId('eligibility')).toBeVisible();
      await expect(page.getByTestId('receive-button')).toBeVisible();
    },
  },
  {
    name: '免申即享 with a hard condition failed (no 确认领取)',
    reach: async (page) => {
      await loginAs(page, 'person', freeTrial('p-0164'));
      await expect(page.getByTestId('eligibility').getByRole('alert')).toBeVisible();
    },
  },
];
