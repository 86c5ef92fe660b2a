import { expect } from '../support/fixtures';
import type { A11yState } from './state';
import { loginAndOpen } from '../support/login';
import { fillForm } from '../support/apply';
import { answerAndMatch } from '../support/questionnaire';

export const states: A11yState[] = [
  {
    name: 'a free-type policy’s apply screen with its warning (该政策暂不能在线申报)',
    reach: async (page) => {
      await loginAndOpen(page, 'enterprise', '/#/applyPolicy?id=p-0033');
      await expect(page.getByRole('alert').or(page.getByText('该政策暂不能在线申报')).first()).toBeVisible();
    },
  },
  {
    name: 'the application’s confirm step (确认申报) over a filled form',
    reach: async (page) => {
      await loginAndOpen(page, 'enterprise', '/#/applyPolicy?id=p-0001');
      await expect(page.getByTestId('eligibility')).toBeVisible();
      const count = await fillForm(page);
      await expect(page.locator('[data-testid="material-file"][data-state="done"]')).toHaveCount(count);
      await page.getByTestId('submit-application').click();
      await expect(page.getByRole('dialog', { name: '确认申报' })).toBeVisible();
    },
  },
  {
    name: 'the questionnaire’s precise matches brought into view after 确认并立即匹配',
    reach: async (page) => {
      await loginAndOpen(page, 'person', '/#/questionnaire');
      await expect(
        page.locator('fieldset[data-testid^="question-"]').first().getByRole('radio').first(),
      ).toBeVisible();
      await answerAndMatch(page);
    },
  },
];
