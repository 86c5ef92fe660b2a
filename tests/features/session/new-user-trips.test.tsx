// @vitest-environment jsdom
// What a new user tripped over, checked on the whole portal in jsdom where no real browser is needed: a read
// that times out, the messages a person is shown, amounts in 万元, the 免申即享 screen's tools and the total
// of 我享受的政策.
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideEnv } from '../../../src/shared/config/env';
import { loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { callsSeen, findButton, findDialog, injectFault, resetDemo } from '../../support/session-app';

const { api } = setupClientApi();
const SLOW = { timeout: 20_000 };
const TEN_THOUSANDS = /^最高\s?\d+\.\d{2}\s?万元$/;

beforeEach(() => resetDemo(api()));
afterEach(() => {
  vi.useRealTimers();
  overrideEnv({ timeoutPrimaryMs: 120_000 });
});

/** The visible text of an element as one line per block: jsdom has no innerText. */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Each policy card's id and its reward line (the element whose own text starts with 最高). */
function cardRewards(): { id: string; text: string }[] {
  return [...document.querySelectorAll('article[data-policy-id]')].map((card) => {
    const line = [...card.querySelectorAll('*')].find(
      (el) => text(el).startsWith('最高') && ![...el.children].some((c) => text(c).startsWith('最高')),
    );
    return { id: card.getAttribute('data-policy-id')!, text: text(line) };
  });
}

/** The table whose caption (its accessible name) is `name`. */
const tableNamed = (name: string) =>
  [...document.querySelectorAll('table')].find((t) => text(t.querySelector('caption')) === name) ?? null;

async function cards(): Promise<Element[]> {
  return waitFor(() => {
    const found = [...document.querySelectorAll('article[data-policy-id]')];
    expect(found.length).toBeGreaterThan(0);
    // every card, not only the first viewport's (the rest come right after the first paint)
    expect(document.querySelector('[data-cards-pending]')).toBeNull();
    return found;
  }, SLOW);
}

describe('what a new user tripped over', { timeout: 90_000 }, () => {
  it('1. a timeout is told with the first timeout; the read gives up, stays given up and offers a retry', async () => {
    // as the tester had it: logged in, a 3 s primary timeout, and the applications answering after 8 s
    await loginAs(api(), 'enterprise', 'u-ent-1');
    overrideEnv({ timeoutPrimaryMs: 3000 });
    await injectFault(api(), { path: '/api/manage/gj/v1/pcUser/apply/*', delayMs: 8000 });
    const sent = callsSeen((path) => path.includes('/pcUser/apply/'));
    await renderApp('/enterprise/myApply');
    // the word comes with the first timeout, not after a round of retries
    expect((await screen.findAllByText('系统请求超时异常，请稍后再试', {}, SLOW))[0]).toBeTruthy();
    // the screen gives up: its error state with a retry
    const alert = await waitFor(() => {
      const found = [...document.querySelectorAll('[role="alert"]')].find((a) => text(a).includes('数据加载失败'));
      expect(found).toBeTruthy();
      return found as HTMLElement;
    }, SLOW);
    expect(text(alert)).toContain('服务器长时间没有响应');
    // and stays given up: no further requests of its own in the next 7 s
    const before = sent.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    await act(() => vi.advanceTimersByTimeAsync(7000));
    vi.useRealTimers();
    expect(sent, `requests: ${sent.join(', ')}`).toHaveLength(before);
    expect(alert.isConnected).toBe(true);
    expect(document.querySelectorAll('[aria-label="加载中"]')).toHaveLength(0);
    // the retry asks again
    await fetch(`${api().base}/__demo/faults`, { method: 'DELETE' });
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(
      () =>
        expect(
          tableNamed('我的申报') ?? screen.queryAllByText(/暂无/)[0],
        ).toBeTruthy(),
      SLOW,
    );
    // (at least once: the list and the screen's other reads of the same endpoints may each ask again)
    expect(sent.length).toBeGreaterThan(before);
  });

  it("4. a person's messages link only to screens a person can open", async () => {
    await loginAs(api(), 'person');
    const app = await renderApp('/enterprise/myMessage?page=1&pageSize=20');
    const list = await waitFor(() => {
      const found = document.querySelector('ul[aria-label="我的消息"]');
      expect(found?.querySelector('li')).toBeTruthy();
      return found!;
    }, SLOW);
    const items = [...list.querySelectorAll('li')];
    let consultMessages = 0;
    for (const item of items) {
      const title = text(item.querySelector('button'));
      expect(text(item), `message "${title}" points a person to 我的咨询`).not.toContain('我的咨询');
      if (title !== '咨询已回复') continue;
      consultMessages += 1;
      fireEvent.click(item.querySelector('button')!);
      const dialog = await findDialog(title, 20_000);
      expect(dialog.isConnected).toBe(true);
      expect([...dialog.querySelectorAll('a')].filter((a) => /我的咨询/.test(text(a)))).toHaveLength(0);
      const close = [...dialog.querySelectorAll('button')].filter((b) => b.getAttribute('aria-label') === '关闭');
      fireEvent.click(close.at(-1)!);
      await waitFor(() => expect(dialog.isConnected).toBe(false), SLOW);
    }
    expect(consultMessages, 'a person has consultation replies among the messages').toBeGreaterThan(0);
    // what a person is pointed to opens for a person
    const firstLinked = items.find((item) => text(item).includes('申报'))!;
    fireEvent.click(firstLinked.querySelector('button')!);
    const dialog = await findDialog(undefined, 20_000);
    const link = dialog.querySelector('a')!;
    const to = link.getAttribute('href')!.replace(/^\/?#/, '');
    fireEvent.click(link);
    await waitFor(() => expect(app.address()).toBe(to), SLOW);
    await waitFor(() => expect(document.querySelector('main')?.textContent).toBeTruthy(), SLOW);
    expect(screen.queryAllByText('账号类型不符')).toHaveLength(0);
  });

  it('5. amounts are shown in 万元 with two decimals on cards, detail and in the user centre', async () => {
    const app = await renderApp('/policyList');
    await cards();
    const rewards = cardRewards();
    expect(rewards.length).toBeGreaterThan(0);
    for (const r of rewards) expect(r.text, `card ${r.id}`).toMatch(TEN_THOUSANDS);
    await app.go(`/policyDetail?id=${rewards[0]!.id}`);
    expect((await screen.findAllByText(rewards[0]!.text, {}, SLOW))[0]!.closest('main')).toBeTruthy();
    await loginAs(api(), 'enterprise', 'u-ent-1');
    await app.go('/enterprise/myApply');
    const table = await waitFor(() => {
      const found = tableNamed('我的申报');
      expect(found).toBeTruthy();
      return found!;
    }, SLOW);
    const amounts = [...table.querySelectorAll('td')].filter((td) => /^\d/.test(text(td)));
    expect(amounts[0]).toBeTruthy();
    expect(table.textContent).not.toContain('¥');
  });

  it('7. the 免申即享 screen offers saving and a deadline reminder as the detail does', async () => {
    const answer = await api().get<{ records: { id: string; declarationType: number }[] }>(
      '/api/open/gj/v1/index/nonFinancialPolicyPage/1/10?declarationType=2&orderModel=1',
    );
    const id = answer.data.records.find((r) => r.declarationType !== 1)!.id;
    await renderApp(`/freeTrial?id=${id}&isApply=false&ms=true`);
    expect((await screen.findAllByRole('heading', { level: 2, name: '免申即享' }, SLOW))[0]).toBeTruthy();
    expect(await findButton('保存到本机')).toBeTruthy();
    expect(await findButton('添加截止提醒')).toBeTruthy();
  });

  it('8. 我享受的政策 shows the total of everything received, not only this page', async () => {
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const app = await renderApp('/enterprise/myEnjoyPolicy?page=1&pageSize=10');
    const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    await waitFor(() => expect(text(byTestId('enjoy-count'))).toMatch(/\d+/), SLOW);
    const total = await waitFor(() => {
      expect(byTestId('enjoy-total')).toBeTruthy();
      return byTestId('enjoy-total')!;
    }, SLOW);
    expect(text(total)).toMatch(/^\d+\.\d{2}$/);
    const pageSum = Number(text(byTestId('enjoy-page-sum')));
    expect(Number(text(total))).toBeGreaterThan(pageSum);
    const first = text(total);
    await app.go('/enterprise/myEnjoyPolicy?page=2&pageSize=10');
    await waitFor(() => expect(text(byTestId('enjoy-total'))).toBe(first), SLOW);
  });
});
