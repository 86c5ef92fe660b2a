// Policy and content states a journey reaches that the visual suite's first screens do not show.
import { expect } from '../support/fixtures';
import type { A11yState } from './state';

export const states: A11yState[] = [
  {
    name: 'policy list scoped to 晋江市, its county chip shown',
    reach: async (page) => {
      await page.goto('/#/policyList?countyCode=350582');
      await expect(page.getByTestId('scope-chip')).toContainText('晋江市 + 全市');
      await expect(page.locator('[data-policy-id]').first()).toBeVisible();
    },
  },
  {
    name: 'policy list in English scoped to Jinjiang, its county chip shown',
    reach: async (page) => {
      await page.goto('/#/policyList?countyCode=350582');
      await expect(page.getByTestId('scope-chip')).toBeVisible();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByTestId('scope-chip')).toContainText('Jinjiang City + city-wide');
    },
  },
  {
    name: 'policy list filtered by industry and enterprise size',
    reach: async (page) => {
      await page.goto('/#/policyList?industry=E&enterpriseSize=large');
      await expect(page.getByRole('group', { name: '企业规模' }).getByRole('combobox')).toHaveValue('large');
      await expect(page.locator('[data-policy-id]').first()).toBeVisible();
    },
  },
  {
    name: 'a news article (n-001)',
    reach: async (page) => {
      await page.goto('/#/newsDetail?id=n-001');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
];
