// @vitest-environment jsdom
// Account kinds and the second client's errors on the transit page, on the whole portal in jsdom: an
// enterprise at the person-only screen asks for nothing personal; systemInfo's refusals hold the page.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionStore } from '../../../src/shared/auth/session';
import { loginAs, setupClientApi } from '../../server/client-helpers';
import { renderApp } from '../../support/render-app';
import { callsSeen, findButton, findDialog, injectFault, onWideScreen, resetDemo } from '../../support/session-app';

const { api } = setupClientApi();
const SLOW = { timeout: 20_000 };
const SYSTEM_INFO = '/api/sj/v1/commons/systemInfo';

beforeEach(() => resetDemo(api()));

/** The alert whose text includes `words`, once shown. */
const alertWith = (words: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="alert"]')].find((a) =>
      a.textContent?.includes(words),
    );
    expect(found, `alert with ${words}`).toBeTruthy();
    return found!;
  }, SLOW);

/** jsdom cannot leave the page: a jump to another system is reported to the console as not implemented. */
function jumpsTried(): () => unknown[][] {
  const spy = vi.spyOn(console, 'error');
  onTestFinished(() => spy.mockRestore());
  return () => spy.mock.calls.filter((args) => /navigation/i.test(String(args[0])));
}

describe('account kinds and the transit page', { timeout: 60_000 }, () => {
  it('an enterprise at #/enterprise/personInfo, then 首页: no personal-info call, no login dialog', async () => {
    const personal = callsSeen((path) => path === '/api/v1/pc/user/personal/loginInfo');
    onWideScreen();
    await loginAs(api(), 'enterprise', 'u-ent-1');
    const app = await renderApp('/enterprise/personInfo');
    expect(await alertWith('账号类型不符')).toBeTruthy();
    const nav = await waitFor(() => document.querySelector('nav[aria-label="主导航"]')!, SLOW);
    fireEvent.click([...nav.querySelectorAll('a')].find((a) => a.textContent?.trim() === '首页')!);
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/), SLOW);
    await waitFor(
      () => expect(document.querySelector('section[aria-labelledby="latest-heading"] article')).toBeTruthy(),
      SLOW,
    );
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    // still logged in: the user menu is there
    expect(document.querySelector('button[aria-label*="用户菜单"]')).toBeTruthy();
    expect(personal).toEqual([]);
  });

  it("systemInfo's '10001' on the transit page: the alert holds, the token is gone, OK goes home", async () => {
    const jumps = jumpsTried();
    onWideScreen();
    await loginAs(api(), 'person');
    expect(sessionStore.get().token).toBeTruthy();
    await injectFault(api(), { path: SYSTEM_INFO, code: '10001', msg: '登录已失效，即将返回首页' });
    const app = await renderApp('/platformTtransit?systemCode=aiAssistant');
    const alert = await findDialog('提示', 20_000);
    await waitFor(() => expect(alert.textContent).toContain('登录已失效，即将返回首页。'), SLOW);
    expect(sessionStore.get().token).toBeNull();
    // the page does not move on behind the alert
    expect(await alertWith('暂时无法打开')).toBeTruthy();
    expect(alert.isConnected).toBe(true);
    expect(jumps()).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/), SLOW);
    expect(await findButton('登录')).toBeTruthy();
    expect(sessionStore.get().token).toBeNull();
  });

  it('another second-client code on the transit page keeps its --警告-- notice and does not jump', async () => {
    const jumps = jumpsTried();
    await injectFault(api(), { path: SYSTEM_INFO, code: '5001', msg: '统一身份认证平台维护中' });
    const app = await renderApp('/platformTtransit?systemCode=aiAssistant');
    const notice = await waitFor(() => {
      const found = [...document.querySelectorAll('.mantine-Notification-root')].find((n) =>
        n.textContent?.includes('--警告--'),
      );
      expect(found).toBeTruthy();
      return found!;
    }, SLOW);
    expect(notice.textContent).toContain('统一身份认证平台维护中');
    expect(await alertWith('暂时无法打开')).toBeTruthy();
    expect(app.address()).toMatch(/platformTtransit/);
    expect(jumps()).toEqual([]);
  });
});
