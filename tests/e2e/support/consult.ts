// Opens the consultation dialog from the floating 咨询 button, as a user does.
import { expect, type Locator, type Page } from '@playwright/test';

export async function openConsult(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '在线咨询' });
  await expect(dialog).toBeVisible();
  return dialog;
}
