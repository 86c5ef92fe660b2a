// @vitest-environment jsdom
// The whole portal's reactions to a refused or slow call, as a visitor sees them on the news list: the re-login
// confirm, the 600 warnings, the error toast, the platform's expired login and the timeout toast.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { overrideEnv } from '../../../src/shared/config/env';
import { setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { callsSeen, findDialog, injectFault, onWideScreen, resetDemo } from '../../support/session-app';

const { api } = setupClientApi();
const NEWS = '/api/open/gj/v1/news/page/*';
const SLOW = { timeout: 20_000 };

beforeEach(() => resetDemo(api()));

describe('injected faults show the right reactions', { timeout: 60_000 }, () => {
  it('403: re-login confirm with the server message', async () => {
    await injectFault(api(), { path: NEWS, code: 403, msg: '登录状态已过期，请重新登录', times: 5 });
    await renderApp('/newsList');
    const dialog = await findDialog(undefined, 20_000);
    expect(await within(dialog).findByText('登录状态已过期，请重新登录')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '重新登录' })).toBeTruthy();
  });

  it('600 single line: warning with 确定', async () => {
    await injectFault(api(), { path: NEWS, code: 600, msg: '该栏目暂停访问', times: 5 });
    await renderApp('/newsList');
    const dialog = await findDialog(undefined, 20_000);
    expect(await within(dialog).findByText('该栏目暂停访问')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('600 multi-line: confirm with 确定; 600 with 填报问卷: no dialog', async () => {
    await injectFault(api(), { path: NEWS, code: 600, msg: '第一条说明\n第二条说明', times: 5 });
    const app = await renderApp('/newsList');
    const dialog = await findDialog(undefined, 20_000);
    expect(await within(dialog).findByRole('button', { name: '确定' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    await resetDemo(api());
    await injectFault(api(), { path: NEWS, code: 600, msg: '请先填报问卷', times: 5 });
    const news = callsSeen((path) => path.includes('/news/page/'));
    await app.go('/indexHome');
    await app.go('/newsList?page=3');
    await waitFor(() => expect(news.length).toBeGreaterThan(0), SLOW);
    // the refusal has been handled once the list stops loading (it shows its own error panel)
    await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), SLOW);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
  });

  it('500: an error toast with the server message', async () => {
    await injectFault(api(), { path: NEWS, code: 500, msg: '新闻服务繁忙', times: 5 });
    await renderApp('/newsList');
    expect((await screen.findAllByText('新闻服务繁忙', {}, SLOW))[0]).toBeTruthy();
  });

  it("'10001' from the platform: one 提示 alert, then home", async () => {
    await injectFault(api(), { path: '/api/sj/v1/mztLogin/loginCheck', code: '10001', msg: 'expired', times: 3 });
    onWideScreen();
    const app = await renderApp('/newsList');
    fireEvent.click(await screen.findByRole('button', { name: '登录' }, SLOW));
    fireEvent.click(await screen.findByRole('menuitem', { name: '个人登录' }, SLOW));
    const alert = await findDialog(undefined, 20_000);
    expect(await within(alert).findByText('提示', { exact: true })).toBeTruthy();
    expect(within(alert).getByText('登录已失效，即将返回首页。')).toBeTruthy();
    // one alert, however many calls failed
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/));
  });

  describe('with a short timeout', () => {
    afterEach(() => overrideEnv({ timeoutPrimaryMs: 120_000 }));

    it('a delay past a short configured timeout: the timeout toast with the first timeout', async () => {
      overrideEnv({ timeoutPrimaryMs: 1500 });
      await injectFault(api(), { path: NEWS, delayMs: 4000, times: 10 });
      await renderApp('/newsList');
      // the word comes with the first timeout, not after a round of retries (docs/product.md#errors-and-timeouts)
      expect((await screen.findAllByText('系统请求超时异常，请稍后再试', {}, SLOW))[0]).toBeTruthy();
    });
  });
});
