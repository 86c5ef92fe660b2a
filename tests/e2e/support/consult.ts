// Opens the consultation dialog from the floating 咨询 button, as a user does.
import { type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';

/** `contactArrives: false`: the test holds back the logged-in user's contact read, so nothing is filled in. */
export async function openConsult(page: Page, { contactArrives = true } = {}): Promise<Locator> {
  const loggedIn = await page.getByRole('button', { name: /用户菜单/ }).isVisible();
  await page.getByRole('button', { name: '咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '在线咨询' });
  await expect(dialog).toBeVisible();
  // a logged-in user's name and phone arrive into the empty fields: typing starts after them, as a person
  // sees them and then edits (a value set while a test's fill is under way would be appended to)
  if (loggedIn && contactArrives) await expect(dialog.getByLabel('联系电话')).not.toHaveValue('');
  return dialog;
}

/**
 * Types `phone` into the dialog's 联系电话 and checks it is what the field holds: the logged-in user's own phone may
 * arrive while a fill is under way (between its select-all and its typing), and is then appended to.
 */
export async function fillPhone(dialog: Locator, phone: string): Promise<void> {
  const field = dialog.getByLabel('联系电话');
  await expect(async () => {
    await field.fill(phone);
    await expect(field).toHaveValue(phone, { timeout: 500 });
  }).toPass();
}

/** From an open consultation dialog: the phone, then 获取验证码; resolves with the captcha dialog once its image shows. */
export async function openCaptcha(page: Page, dialog: Locator, phone = '13912345678'): Promise<Locator> {
  await fillPhone(dialog, phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const captcha = page.getByRole('dialog', { name: '图形验证码' });
  await expect(captcha.getByRole('img', { name: '图形验证码图片' })).toBeVisible();
  return captcha;
}
