// @vitest-environment jsdom
// What a new user tripped over last, checked on the whole portal in jsdom: amounts, counts, colons and days left agree
// between the detail and 我保存的政策; English marks the server's Chinese and translates what it can; the
// 免申即享 note is its own; a visitor's matching dialog says why there are no matches and what to do.
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageStore, setLanguage } from '../../../src/shared/i18n/language';
import { savedPolicies } from '../../../src/shared/offline/saved-policies';
import { daysUntil } from '../../../src/shared/format/days-left';
import { loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { resetDemo } from '../../support/session-app';

const { api } = setupClientApi();
const SLOW = { timeout: 20_000 };
const DAY = 24 * 3600 * 1000;

beforeEach(async () => {
  await resetDemo(api());
  // the saved-policies store keeps its connection across tests: start each one with p-0036 not saved
  await savedPolicies.remove('p-0036');
});
afterEach(() => {
  vi.useRealTimers();
  languageStore.set('zh-CN');
});

/** An element's text without the style sheets Mantine puts inline. */
function text(el: Element | null | undefined): string {
  if (!el) return '';
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('style, script').forEach((s) => s.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The value (dd) of the fact whose label (dt) reads `label`. */
function factValue(label: string): string {
  const dt = [...document.querySelectorAll('dt')].find((d) => text(d) === label);
  return text(dt?.nextElementSibling);
}

/** Opens p-0036's detail and saves it on this device with the detail's own button. */
async function saveP0036(saveLabel: string) {
  const app = await renderApp('/policyDetail?id=p-0036');
  fireEvent.click(await screen.findByRole('button', { name: saveLabel }, SLOW));
  await waitFor(async () => expect(await savedPolicies.get('p-0036')).not.toBeNull(), SLOW);
  return app;
}

describe('what a new user tripped over last', { timeout: 90_000 }, () => {
  it('6. 我保存的政策 shows the amount as the detail does', async () => {
    const app = await saveP0036('保存到本机');
    const detailReward = await waitFor(() => {
      const value = factValue('奖补金额');
      expect(value).toMatch(/^最高/);
      return value;
    }, SLOW);
    await app.go('/savedPolicies');
    const item = await waitFor(() => {
      const found = document.querySelector('main li');
      expect(found).toBeTruthy();
      return found!;
    }, SLOW);
    expect(text(item)).toContain(detailReward);
    expect(text(item)).not.toMatch(/\d元/);
    await app.go('/savedPolicies?id=p-0036');
    await waitFor(() => expect(factValue('奖补金额')).toBe(detailReward), SLOW);
  });

  it('6. in English 我保存的政策 counts one saved policy and writes an English colon', async () => {
    await setLanguage('en');
    const app = await saveP0036('Save for offline');
    await app.go('/savedPolicies');
    await waitFor(() => expect(document.querySelector('main li')).toBeTruthy(), SLOW);
    const main = text(document.querySelector('main'));
    expect(main).toContain('1 saved policy');
    expect(main).not.toContain('1 saved policies');
    expect(main).toMatch(/Competent department: /);
    expect(main).not.toContain('：');
  });

  it('6. days left follow one rule: the detail and 即将截止 agree two days before the deadline', async () => {
    const app = await saveP0036('保存到本机');
    const deadline = (await savedPolicies.get('p-0036'))!.detail.declareEnd;
    const today = Date.now();
    const left = daysUntil(deadline, today)!;
    // the detail on the real clock: the days from today to the last day
    await waitFor(() => expect(factValue('剩余天数')).toBe(`${left} 天`), SLOW);
    app.unmount();
    // two days before the last day (noon in Quanzhou), for the page and the demo API alike
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${deadline}T12:00:00+08:00`).getTime() - 2 * DAY);
    const again = await renderApp('/savedPolicies');
    const soon = await waitFor(() => {
      const section = document.querySelector('section[aria-labelledby="deadline-title"]');
      expect(text(section)).toContain('还剩 2 天');
      return section!;
    }, SLOW);
    expect(soon).toBeTruthy();
    await again.go('/policyDetail?id=p-0036');
    await waitFor(() => expect(factValue('剩余天数')).toBe('2 天'), SLOW);
  });

  it('16. English marks the server’s Chinese in the user-centre tables', async () => {
    await setLanguage('en');
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const app = await renderApp('/enterprise/myApply');
    const firstRowCells = async () =>
      waitFor(() => {
        const row = document.querySelector('table tbody tr');
        expect(row).toBeTruthy();
        return [...row!.querySelectorAll('td')];
      }, SLOW);
    // the cell's own text is marked (the page itself is lang="en")
    const marked = (cell: Element | undefined) => !!cell && cell.querySelector('[lang="zh-CN"]') !== null;
    // 我的申报: the policy's name
    expect(marked((await firstRowCells())[0])).toBe(true);
    // 我享受的政策: the policy's name
    await app.go('/enterprise/myEnjoyPolicy?page=1&pageSize=10');
    await waitFor(() => expect(document.querySelector('table a[href*="policyDetail"]')).toBeTruthy(), SLOW);
    expect(marked((await firstRowCells())[0])).toBe(true);
    // 我的咨询: what was asked
    await app.go('/enterprise/myConsult');
    await waitFor(() => expect(text(document.querySelector('table tbody'))).toMatch(/[\u4e00-\u9fff]/), SLOW);
    expect(marked((await firstRowCells())[0])).toBe(true);
    // 企业项目: the project's name, and its status in English
    await app.go('/enterprise/enterpriseProject');
    await waitFor(() => expect(text(document.querySelector('table tbody'))).toMatch(/[\u4e00-\u9fff]/), SLOW);
    const cells = await firstRowCells();
    expect(marked(cells[0])).toBe(true);
    const statuses = [...document.querySelectorAll('table tbody tr')].map((row) =>
      text(row.lastElementChild),
    );
    expect(statuses.join(' ')).not.toMatch(/在建|已竣工/);
    expect(statuses).toContain('Under construction');
    expect(statuses).toContain('Completed');
  });

  it('16. the 免申即享 payout window reads in English', async () => {
    await setLanguage('en');
    await renderApp(
      '/freeTrial?id=p-0014&msId=fa-0014&isApply=false&ms=true&inTime=2026-10-16%20%E8%87%B3%202027-03-07',
    );
    await waitFor(() => expect(factValue('Payment period')).not.toBe(''), SLOW);
    expect(factValue('Payment period')).toBe('16 Oct 2026 to 7 Mar 2027');
  });

  it('17. the 免申即享 note has its own words, not the application form’s', async () => {
    await loginAs(api(), 'person');
    await renderApp('/freeTrial?id=p-0014&msId=fa-0014&isApply=false&ms=true');
    const block = await screen.findByTestId('eligibility', {}, SLOW);
    await waitFor(() => expect(block.querySelector('[data-status="unknown"]')).not.toBeNull(), SLOW);
    expect(text(block)).not.toContain('请在申报表中如实填写');
    expect(text(block)).toContain('确认领取');
  });

  it("17. a visitor's matching dialog says at once why 精准匹配 is empty and offers the login", async () => {
    await renderApp('/indexHome?audience=2');
    fireEvent.click(await screen.findByRole('button', { name: '政策匹配' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '惠民政策匹配' }, SLOW);
    // jsdom's screen is a phone's: the login is shown, not folded away behind 填写或修改匹配问卷
    const login = await within(dialog).findByRole('button', { name: '个人登录' }, SLOW);
    expect(login.closest('[aria-hidden="true"], [hidden], [style*="display: none"]')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '填写或修改匹配问卷' })).toBeNull();
    // the empty tab says why it is empty and what to do
    await waitFor(() => expect(text(dialog)).toMatch(/尚未登录.*登录个人账号.*问卷/), SLOW);
    // and offers the policies a visitor can browse
    fireEvent.click(within(dialog).getByRole('button', { name: '浏览全部惠民政策' }));
    await waitFor(
      () =>
        expect(
          within(dialog)
            .getByRole('tab', { name: /未匹配/ })
            .getAttribute('aria-selected'),
        ).toBe('true'),
      SLOW,
    );
    await act(async () => undefined);
  });
});
