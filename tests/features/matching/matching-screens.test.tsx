// @vitest-environment jsdom
// The matching screens in the whole portal (jsdom, demo API over HTTP): who may match (visitors asked to log
// in, a person refused enterprise matching and an enterprise refused people matching), the request each sort
// and page size makes, and an enterprise matched on an incomplete profile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { demoReset, loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen, unfoldFloatingTools } from '../../support/render-app';

const { api } = setupClientApi();
const T = { timeout: 20_000 };

beforeEach(() => demoReset(api()));
afterEach(() => vi.restoreAllMocks());

/** The addresses of the portal's requests that match. */
function recordRequests(match: RegExp): string[] {
  const urls: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (match.test(url)) urls.push(url);
    return real(input, init);
  });
  return urls;
}

const questions = () => document.querySelectorAll('fieldset[data-testid^="question-"]');

/** From home: 快速匹配, then the choice in its dialog. */
async function quickMatch(choice: RegExp) {
  expect((await unfoldFloatingTools(T)).getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(await screen.findByRole('button', { name: '快速匹配' }, T));
  const dialog = within(await screen.findByRole('dialog', { name: '快速匹配' }, T));
  fireEvent.click(await dialog.findByRole('button', { name: choice }, T));
}

describe('the matching screens', { timeout: 90_000 }, () => {
  it('a visitor is asked to log in and can browse the not-matched list with a sort choice', async () => {
    const requests = recordRequests(/policyMatchingPage/);
    await renderApp('/questionnaire');
    await screen.findByRole('heading', { level: 1, name: '惠民政策匹配问卷' }, T);
    expect((await screen.findAllByText('请先登录后再使用此功能', undefined, T))[0]).toBeTruthy();
    expect(screen.getByRole('button', { name: '个人登录' })).toBeTruthy();
    expect(questions()).toHaveLength(0);
    // the sort radio is shown to visitors only
    expect(screen.getByRole('radio', { name: '最热' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /未匹配/ }));
    await waitFor(() => expect(document.querySelector('[data-policy-id]')).not.toBeNull(), T);
    fireEvent.click(screen.getByRole('radio', { name: '最热' }));
    const sorted = await waitFor(() => {
      const found = requests.find((u) => u.includes('orderModel=2'));
      expect(found).toBeTruthy();
      return new URL(found!);
    }, T);
    expect(sorted.searchParams.get('matchingModel')).toBe('3');
    expect(sorted.pathname).toMatch(/policyMatchingPage\/1\/10$/);
  });

  it('page size 15 asks the server for 15 per page', async () => {
    const requests = recordRequests(/policyMatchingPage/);
    await loginAs(api(), 'person');
    await renderApp('/questionnaire');
    fireEvent.click(await screen.findByRole('tab', { name: /可能匹配/ }, T));
    await waitFor(() => expect(document.querySelector('[data-policy-id]')).not.toBeNull(), T);
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '15' } });
    const url = await waitFor(() => {
      const found = requests.find((u) => /policyMatchingPage\/1\/15\?/.test(u));
      expect(found).toBeTruthy();
      return new URL(found!);
    }, T);
    expect(url.searchParams.get('matchingModel')).toBe('2');
  });

  it('an enterprise login is refused matching', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    await renderApp('/questionnaire');
    expect((await screen.findAllByText('暂不支持企业匹配，请切换个人账号登录', undefined, T))[0]).toBeTruthy();
    expect(questions()).toHaveLength(0);
    expect(screen.getByRole('button', { name: '切换个人账号' })).toBeTruthy();
  });

  it('a visitor is asked to log in as an enterprise; a person is refused', async () => {
    const visitor = await renderApp('/enterpriseMatching');
    expect(await screen.findByText('请先登录企业账号，系统将按您的企业信息匹配政策。', undefined, T)).toBeTruthy();
    expect(screen.getByRole('button', { name: '企业登录' })).toBeTruthy();
    visitor.unmount();

    await loginAs(api(), 'person');
    const app = await renderApp('/indexHome');
    await quickMatch(/惠企政策匹配/);
    await waitFor(() => expect(app.address()).toMatch(/^\/enterpriseMatching/), T);
    expect(await screen.findByText('当前为个人账号，请使用企业账号登录', undefined, T)).toBeTruthy();
    expect(screen.getByRole('button', { name: '切换企业账号' })).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('the people matching keeps refusing an enterprise with its message', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    await renderApp('/indexHome');
    await quickMatch(/惠民政策匹配/);
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('alert').some((a) => a.textContent?.includes('暂不支持企业匹配，请切换个人账号登录')),
        ).toBe(true),
      T,
    );
  });

  it('a profile with missing fields is matched anyway, says what is missing and links to complete it', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-3');
    const app = await renderApp('/enterpriseMatching');
    const note = await screen.findByTestId('missing-note', undefined, T);
    await waitFor(() => expect(note.textContent).toContain('所属行业、企业规模未填写'), T);
    expect(document.querySelector('[data-field="industry"] dd')?.textContent).toBe('未填写');
    const ids = () => [...document.querySelectorAll('[data-policy-id]')].map((e) => e.getAttribute('data-policy-id'));
    await waitFor(() => expect(ids().length).toBeGreaterThan(0), T);
    const precise = new Set(ids());
    fireEvent.click(screen.getByRole('tab', { name: /可能匹配/ }));
    const unsettled = await waitFor(() => {
      // the possible matches' list, once it has replaced the precise one
      expect(ids().length).toBeGreaterThan(0);
      expect(ids().some((id) => precise.has(id))).toBe(false);
      const item = [...document.querySelectorAll('li:has([data-policy-id])')].find((li) =>
        li.textContent?.includes('为什么是这个结果'),
      );
      expect(item).toBeTruthy();
      return item as HTMLElement;
    }, T);
    const toggle = within(unsettled).getByRole('button', { name: /为什么是这个结果/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(
      () => expect(unsettled.querySelector('[data-status="unanswered"]')?.textContent).toContain('信息缺失'),
      T,
    );
    fireEvent.click(within(note).getByRole('link', { name: '去完善企业信息' }));
    await waitFor(() => expect(app.address()).toMatch(/^\/enterprise\/enterpriseInfo/), T);
  });
});
