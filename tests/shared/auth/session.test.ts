// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { accessUserType, accountKind, parseUserInfo, sessionStore } from '../../../src/shared/auth/session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});

describe('login state', () => {
  it('keeps the token in localStorage and type and user info in sessionStorage', () => {
    sessionStore.setLogin('abcdef0123456789', 2);
    sessionStore.setUserInfo({
      userName: '王五',
      enterpriseName: '泉州某科技有限公司',
      enterpriseCode: '91350500MA00000000',
    });
    expect(localStorage.getItem('portal.token')).toBe('abcdef0123456789');
    expect(sessionStorage.getItem('portal.loginType')).toBe('2');
    expect(JSON.parse(sessionStorage.getItem('portal.userInfo')!)).toMatchObject({
      enterpriseCode: '91350500MA00000000',
    });
    expect(accountKind(sessionStore.get())).toBe(2);
    expect(accessUserType(sessionStore.get())).toBe(1);
  });

  it('derives kind 4 and visitor type 3 without a token', () => {
    expect(accountKind(sessionStore.get())).toBe(4);
    expect(accessUserType(sessionStore.get())).toBe(3);
  });

  it('a logged-in user without enterpriseCode is a person for access logging', () => {
    sessionStore.setLogin('abcdef0123456789', 1);
    sessionStore.setUserInfo({ userName: '张三' });
    expect(accessUserType(sessionStore.get())).toBe(2);
  });

  it('treats corrupt stored values as logged out', () => {
    localStorage.setItem('portal.token', '<script>');
    sessionStorage.setItem('portal.loginType', '1');
    sessionStore.reload();
    expect(accountKind(sessionStore.get())).toBe(4);

    localStorage.setItem('portal.token', 'abcdef0123456789');
    sessionStorage.setItem('portal.loginType', '7');
    sessionStorage.setItem('portal.userInfo', '{not json');
    sessionStore.reload();
    expect(accountKind(sessionStore.get())).toBe(4);
    expect(sessionStore.get().userInfo).toBeNull();
  });

  it('parses user info defensively', () => {
    expect(parseUserInfo('[]')).toBeNull();
    expect(parseUserInfo('{"enterpriseName":"x"}')).toBeNull();
    expect(parseUserInfo('{"userName":"张三","state":"1","countyCode":""}')).toEqual({
      userName: '张三',
      state: 1,
      countyCode: undefined,
      enterpriseName: undefined,
      enterpriseId: undefined,
      enterpriseCode: undefined,
    });
  });

  it('clear() removes token, type and user info', () => {
    sessionStore.setLogin('abcdef0123456789', 1);
    sessionStore.setUserInfo({ userName: '张三' });
    sessionStore.clear();
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(sessionStorage.getItem('portal.loginType')).toBeNull();
    expect(sessionStorage.getItem('portal.userInfo')).toBeNull();
  });
});
