// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../support/render';
import { ApiError } from '../../src/shared/api/api-error';
import { publishApiError } from '../../src/shared/api/error-bus';
import { sessionStore } from '../../src/shared/auth/session';

const show = vi.fn();
const navigate = vi.fn();
const startLogin = vi.fn(async () => {});
const startRegistration = vi.fn(async () => {});
vi.mock('@mantine/notifications', () => ({ notifications: { show: (...a: unknown[]) => show(...a) } }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));
let refused: (() => void) | null = null;
vi.mock('../../src/shared/auth/login-redirect', () => ({
  startLogin: (...a: unknown[]) => startLogin(...(a as [])),
  startRegistration: (...a: unknown[]) => startRegistration(...(a as [])),
  onLoginUrlRefused: (listener: () => void) => {
    refused = listener;
    return () => (refused = null);
  },
}));

const { ApiErrorReactions } = await import('../../src/app/api-error-reactions');

function fail(client: 'primary' | 'second', code: string, message: string, kind: ApiError['kind'] = 'code') {
  act(() => publishApiError(new ApiError({ kind, code, message, client, path: '/api/x', method: 'GET' })));
}

beforeEach(() => {
  show.mockClear();
  navigate.mockClear();
  startLogin.mockClear();
  startRegistration.mockClear();
  renderWithProviders(<ApiErrorReactions />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('API error reactions', () => {
  it('other codes: error toast with the server message for 5000 ms', () => {
    fail('primary', '500', '服务器繁忙');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: '服务器繁忙', autoClose: 5000 }),
    );
  });

  it('timeout: the timeout message for 3000 ms', () => {
    fail('primary', '', 'timeout', 'timeout');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '系统请求超时异常，请稍后再试', autoClose: 3000 }),
    );
  });

  it('second client other code: --警告-- notice', () => {
    fail('second', '9', '参数错误');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: '--警告--', message: '参数错误' }));
  });

  it('403: confirm with 重新登录 clears the session and restarts the stored kind of login', async () => {
    sessionStore.setLogin('abcdef0123456789', 2);
    fail('primary', '403', '登录状态已失效');
    expect(await screen.findByText('登录状态已失效')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '重新登录' }).click());
    expect(sessionStore.get().token).toBeNull();
    expect(startLogin).toHaveBeenCalledWith(2);
  });

  it('403 dismissed leads to registration of the stored account kind', async () => {
    fail('primary', '403', '请登录');
    await screen.findByText('请登录');
    act(() => screen.getByRole('button', { name: '去注册' }).click());
    expect(startRegistration).toHaveBeenCalledWith(1);

    sessionStore.setLogin('abcdef0123456789', 2);
    fail('primary', '403', '登录状态已失效');
    await screen.findByText('登录状态已失效');
    act(() => screen.getByRole('button', { name: '去注册' }).click());
    expect(startRegistration).toHaveBeenLastCalledWith(2);
  });

  it('a refused login address is said, not ignored', () => {
    act(() => refused?.());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        message: '统一身份认证平台返回的登录地址不可信，已停止跳转，请稍后重试',
      }),
    );
  });

  it('600 single line: warning dialog with 确定; 填报问卷: no dialog', async () => {
    fail('primary', '600', '请先填报问卷');
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    fail('primary', '600', '该政策已截止申报');
    expect(await screen.findByText('该政策已截止申报')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
  });

  it('600 multi-line: confirm box with 确定', async () => {
    fail('primary', '600', '第一行\n第二行');
    await screen.findByRole('button', { name: '取消' });
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
  });

  it('10000-10002: one 提示 alert per 3000 ms, then token cleared and home', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    sessionStore.setLogin('abcdef0123456789', 1);
    fail('second', '10001', 'x');
    expect(await screen.findByText('登录已失效，即将返回首页。')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '确定' }).click());
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/indexHome' });

    vi.setSystemTime(1_002_999);
    fail('second', '10002', 'x');
    expect(screen.queryByText('登录已失效，即将返回首页。')).toBeNull();
    vi.setSystemTime(1_003_000);
    fail('second', '10000', 'x');
    expect(await screen.findByText('登录已失效，即将返回首页。')).toBeTruthy();
  });
});
