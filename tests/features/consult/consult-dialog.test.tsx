// @vitest-environment jsdom
// The consultation dialog in the whole portal (jsdom, demo API over HTTP): a visitor is asked to log in; a
// refused submit keeps everything the user typed.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { demoGet, demoReset, loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen, unfoldFloatingTools } from '../../support/render-app';

const { api } = setupClientApi();
const T = { timeout: 20_000 };

beforeEach(() => demoReset(api()));

// jsdom has no document.fonts, which the consultation's growing text area listens to
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

/** The floating 咨询 button (jsdom's screen is a phone's: the tools are folded into one button first). */
async function openConsult() {
  expect((await unfoldFloatingTools(T)).getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(await screen.findByRole('button', { name: '咨询' }, T));
  return within(await screen.findByRole('dialog', { name: '在线咨询' }, T));
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('the consultation dialog', { timeout: 90_000 }, () => {
  it('a visitor is asked to log in inside the consultation dialog', async () => {
    await renderApp('/indexHome');
    const dialog = await openConsult();
    expect(await dialog.findByText('请先登录后再使用此功能', undefined, T)).toBeTruthy();
    expect(dialog.getByRole('button', { name: '个人登录' })).toBeTruthy();
    expect(dialog.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('a wrong SMS code keeps everything the user typed', async () => {
    const phone = randomPhone();
    await loginAs(api(), 'person');
    await renderApp('/indexHome');
    const dialog = await openConsult();
    type(await dialog.findByLabelText(/咨询人/, undefined, T), '陈志明');
    type(dialog.getByLabelText(/联系电话/), phone);
    type(dialog.getByLabelText(/咨询内容/), '请问购房补贴何时发放？');
    type(dialog.getByLabelText(/短信验证码/), '000000');
    fireEvent.click(dialog.getByRole('button', { name: '提交咨询' }));
    expect(await dialog.findByText('提交未成功，您填写的内容已保留，请稍后重试', undefined, T)).toBeTruthy();
    expect((dialog.getByLabelText(/咨询人/) as HTMLInputElement).value).toBe('陈志明');
    expect((dialog.getByLabelText(/联系电话/) as HTMLInputElement).value).toBe(phone);
    expect((dialog.getByLabelText(/咨询内容/) as HTMLTextAreaElement).value).toBe('请问购房补贴何时发放？');
    const stored = await demoGet<unknown[]>(api(), '/__demo/consultations');
    expect(stored).toHaveLength(0);
  });
});
