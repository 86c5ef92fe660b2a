// @vitest-environment jsdom
// A platform logout that cannot be confirmed is kept, retried, and forces the identity page on the next login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { LogoutTransitPage } from '../../../src/features/session/pages/logout-transit-page';
import { startLogin } from '../../../src/shared/auth/login-redirect';
import {
  completePendingPlatformLogout,
  endPlatformLogin,
  isPlatformLogoutPending,
} from '../../../src/shared/auth/platform-logout';
import { sessionStore } from '../../../src/shared/auth/session';
import { renderWithProviders } from '../../support/render';

const envelope = (code: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg: code === '200' ? 'ok' : '登录已失效', data }), { status: 200 });
const fetchMock = vi.fn<typeof fetch>();
const calledPaths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  onlineManager.setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
  onlineManager.setOnline(true);
});

describe('platform logout', () => {
  it('clears the mark when the platform confirms, or says it holds no login (10001)', async () => {
    fetchMock.mockResolvedValueOnce(envelope('200'));
    expect(await endPlatformLogin()).toBe(true);
    expect(isPlatformLogoutPending()).toBe(false);
    fetchMock.mockResolvedValueOnce(envelope('10001'));
    expect(await endPlatformLogin()).toBe(true);
    expect(isPlatformLogoutPending()).toBe(false);
  });

  it('keeps the mark offline (no call) and on failure, and completes it later only with nobody logged in', async () => {
    onlineManager.setOnline(false);
    expect(await endPlatformLogin()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isPlatformLogoutPending()).toBe(true);

    onlineManager.setOnline(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await completePendingPlatformLogout()).toBe(false);
    expect(isPlatformLogoutPending()).toBe(true);

    sessionStore.setLogin('someone-else-token', 1);
    expect(await completePendingPlatformLogout()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    sessionStore.clear();

    // a failed fetch told the app it is offline; the browser's next 'online' event says otherwise
    onlineManager.setOnline(true);
    fetchMock.mockResolvedValueOnce(envelope('200'));
    expect(await completePendingPlatformLogout()).toBe(true);
    expect(isPlatformLogoutPending()).toBe(false);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('logout wipes the device even when the quit fails, and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    sessionStore.setLogin('token-for-tests', 2);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<LogoutTransitPage />, {
      route: { path: '/loginOutTtransit', paths: ['/indexHome'] },
    });
    await screen.findByRole('heading', { name: '/indexHome' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeTruthy();
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(isPlatformLogoutPending()).toBe(true);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'orange',
        title: '本机数据已清除，但统一身份认证平台的登录状态未能注销，请稍后重试或关闭浏览器',
        autoClose: false,
      }),
    );
  });

  it('the next login completes the pending quit first, and shows the identity page while it cannot', async () => {
    localStorage.setItem('portal.platformLogoutPending', '1');
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      origin: window.location.origin,
      href: window.location.href,
    });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(envelope('200', `${window.location.origin}/__idp/login?loginType=2`));
    expect(await startLogin(2)).toBe(true);
    expect(calledPaths()).toEqual(['/api/sj/v1/mztLogin/quit', '/api/sj/v1/mztLogin']);

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(envelope('200'));
    fetchMock.mockResolvedValueOnce(envelope('200', `${window.location.origin}/__idp/login?loginType=2`));
    expect(await startLogin(2)).toBe(true);
    expect(calledPaths()).toEqual(['/api/sj/v1/mztLogin/quit', '/api/sj/v1/mztLogin/loginCheck']);
    expect(isPlatformLogoutPending()).toBe(false);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
