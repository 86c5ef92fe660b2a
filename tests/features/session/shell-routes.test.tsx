// @vitest-environment jsdom
// The portal's shell in jsdom: the router's forwards, the not-found screen, the stored county and language,
// the screens without header, and the log-in prompt of the user centre.
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { findButton, findLink, onWideScreen } from '../../support/session-app';

setupClientApi();
const SLOW = { timeout: 20_000 };
// the main navigation and the floating tools, as their roles and names say
const NAV = 'nav[aria-label="主导航"]';
const TOOLS = 'aside[aria-label="便捷服务"]';
const themed = () => document.querySelector('[data-theme]');

describe('the shell', { timeout: 60_000 }, () => {
  it('/ lands on #/indexHome', async () => {
    const app = await renderApp('');
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome$/), SLOW);
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
  });

  it('/enterprise redirects to enterpriseInfo', async () => {
    const app = await renderApp('/enterprise');
    await waitFor(() => expect(app.address()).toMatch(/^\/enterprise\/enterpriseInfo/), SLOW);
  });

  it('an unknown route shows a helpful not-found screen', async () => {
    const app = await renderApp('/noSuchPage');
    expect(await screen.findByRole('heading', { name: '页面不存在' }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '返回首页' }));
    await waitFor(() => expect(app.address()).toMatch(/^\/indexHome/), SLOW);
  });

  it('a stored unknown county falls back to the default theme', async () => {
    localStorage.setItem('portal.county', '999999');
    await renderApp('/indexHome');
    await waitFor(() => expect(themed()?.getAttribute('data-theme')).toBe('municipal'), SLOW);
  });

  it('the language switch changes the texts and <html lang>, and survives a reload', async () => {
    onWideScreen();
    await renderApp('/indexHome');
    await waitFor(() => expect(document.documentElement.getAttribute('lang')).toBe('zh-CN'), SLOW);
    expect(await findLink('首页')).toBeTruthy();
    fireEvent.click(await findButton('English'));
    await waitFor(() => expect(document.documentElement.getAttribute('lang')).toBe('en'), SLOW);
    expect(await findLink('Home')).toBeTruthy();
    expect((await screen.findAllByText('Quanzhou Policy Direct Payment Portal', {}, SLOW))[0]).toBeTruthy();
    // a reload: the page starts again from what the device keeps
    cleanup();
    await renderApp('/indexHome');
    await waitFor(() => expect(document.documentElement.getAttribute('lang')).toBe('en'), SLOW);
    fireEvent.click(await findButton('中文'));
    await waitFor(() => expect(document.documentElement.getAttribute('lang')).toBe('zh-CN'), SLOW);
  });

  it('infoCompletion hides the header and floating tools', async () => {
    onWideScreen();
    const app = await renderApp('/infoCompletion');
    await waitFor(() => expect(document.querySelector('footer')).not.toBeNull(), SLOW);
    expect(document.querySelector(NAV)).toBeNull();
    expect(document.querySelector(TOOLS)).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await app.go('/indexHome');
    await waitFor(() => expect(document.querySelector(NAV)).not.toBeNull(), SLOW);
    await waitFor(() => expect(document.querySelector(TOOLS)).not.toBeNull(), SLOW);
  });

  it('visitors are asked to log in for the user centre', async () => {
    await renderApp('/enterprise/myApply');
    expect(await screen.findByText('请先登录后再使用此功能', {}, SLOW)).toBeTruthy();
    expect(await findButton('个人登录')).toBeTruthy();
  });
});
