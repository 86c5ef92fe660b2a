import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshUserInfo, resetUserInfoThrottle } from '../../../src/features/session/api/session-api';
import { isSafeNavigation } from '../../../src/shared/auth/login-redirect';
import { sessionStore } from '../../../src/shared/auth/session';

const fetchMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { userName: '张三' } })),
  );
  sessionStore.clear();
  sessionStore.setLogin('abcdef0123456789', 1);
  resetUserInfoThrottle();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('user info', () => {
  it('is fetched at most once per 3 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    await refreshUserInfo(1);
    vi.setSystemTime(12_999);
    await refreshUserInfo(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(13_000);
    await refreshUserInfo(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStore.get().userInfo?.userName).toBe('张三');
  });

  it('shares one request between calls made while it is under way', async () => {
    await Promise.all([refreshUserInfo(1), refreshUserInfo(1), refreshUserInfo(1)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the personal or the enterprise endpoint by kind', async () => {
    await refreshUserInfo(1);
    resetUserInfoThrottle();
    await refreshUserInfo(2);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/pc/user/personal/loginInfo');
    expect(String(fetchMock.mock.calls[1]![0])).toContain('/api/manage/gj/v1/pcLogin/pcLogin');
  });
});

describe('navigation targets', () => {
  it('allow this origin and configured platforms only', () => {
    const origin = 'http://localhost:4173';
    expect(isSafeNavigation('/__idp/login?x=1', origin)).toBe(true);
    expect(isSafeNavigation('https://mztapp.fujian.gov.cn/login', origin)).toBe(true);
    expect(isSafeNavigation('https://evil.example/login', origin)).toBe(false);
    expect(isSafeNavigation('javascript:alert(1)', origin)).toBe(false);
    expect(isSafeNavigation('//evil.example', origin)).toBe(false);
  });
});
