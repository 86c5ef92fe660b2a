// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind, type ClientName } from '../../src/shared/api/api-error';
import type { ErrorPolicy } from '../../src/shared/api/error-policy';
import { reactionFor } from '../../src/app/error-reaction';
import { paths } from '../../src/shared/api/paths';

const ctx = { online: true, now: 100_000, lastExpiredAlertAt: 0 };

function err(
  client: ClientName,
  code: string,
  message = 'msg',
  kind: ApiErrorKind = 'code',
  policy: ErrorPolicy = 'catalogue',
) {
  return new ApiError({ kind, message, code, client, path: '/api/x', method: 'GET', policy });
}

/** The reaction to one failure, online and with no recent expired alert. */
const react = (...args: Parameters<typeof err>) => reactionFor(err(...args), ctx);

describe('error catalogue', () => {
  it('a 413 on an upload is left to its form (its size message); elsewhere it is the catalogue’s', () => {
    const tooLarge = (path: string, kind: ApiErrorKind, status: number | null) =>
      new ApiError({
        kind,
        message: '请求体过大',
        code: 413,
        client: 'primary',
        path,
        method: 'POST',
        status,
      });
    for (const path of [paths.imgFile, paths.applyFileUpload]) {
      expect(reactionFor(tooLarge(path, 'http', 413), ctx), path).toEqual({ type: 'none' });
      expect(reactionFor(tooLarge(path, 'code', 200), ctx), path).toEqual({ type: 'none' });
    }
    expect(reactionFor(tooLarge(paths.urgeSubmit, 'http', 413), ctx)).toEqual({
      type: 'httpToast',
      status: 413,
    });
  });

  it('a login-expired answer during a login (the previous account’s call still on its way) asks nothing', () => {
    const loggingIn = { ...ctx, loggingIn: true };
    expect(reactionFor(err('primary', '403', '登录已失效，请重新登录'), loggingIn)).toEqual({ type: 'none' });
    expect(reactionFor(err('second', '10001', 'expired'), loggingIn)).toEqual({ type: 'none' });
    // any other answer is told as ever
    expect(reactionFor(err('primary', '500', '服务繁忙'), loggingIn)).toEqual({
      type: 'toast',
      message: '服务繁忙',
      ms: 5000,
    });
  });

  it('403 asks to log in again with the server message', () => {
    expect(react('primary', '403', '登录已过期')).toEqual({ type: 'relogin', message: '登录已过期' });
  });

  it('600 without a newline shows a warning dialog', () => {
    expect(react('primary', '600', '该政策已截止')).toEqual({
      type: 'warningDialog',
      message: '该政策已截止',
    });
  });

  it('600 mentioning 填报问卷 is rejected quietly; other multi-line 600 get a confirm box', () => {
    expect(react('primary', '600', '请先填报问卷\n再匹配')).toEqual({ type: 'none' });
    expect(react('primary', '600', '请先填报问卷')).toEqual({ type: 'none' });
    expect(react('primary', '600', '第一行\n第二行')).toEqual({
      type: 'confirmDialog',
      message: '第一行\n第二行',
    });
  });

  it('other primary codes toast the server message for 5000 ms', () => {
    expect(react('primary', '500', '服务器繁忙')).toEqual({ type: 'toast', message: '服务器繁忙', ms: 5000 });
  });

  it('a timeout shows the timeout toast; the second client too', () => {
    expect(react('primary', '', 'x', 'timeout')).toEqual({ type: 'timeoutToast' });
    expect(react('second', '', 'x', 'timeout')).toEqual({ type: 'timeoutToast' });
  });

  it('second client: 10000-10002 raise the expired alert at most once per 3000 ms', () => {
    for (const code of ['10000', '10001', '10002']) {
      expect(react('second', code)).toEqual({ type: 'expiredAlert' });
    }
    expect(reactionFor(err('second', '10001'), { ...ctx, lastExpiredAlertAt: ctx.now - 2999 })).toEqual({
      type: 'none',
    });
    expect(reactionFor(err('second', '10001'), { ...ctx, lastExpiredAlertAt: ctx.now - 3000 })).toEqual({
      type: 'expiredAlert',
    });
  });

  it('second client: any other code is a --警告-- notice', () => {
    expect(react('second', '9999', '参数错误')).toEqual({ type: 'warningNotice', message: '参数错误' });
  });

  it('search and background calls and cancellations show nothing', () => {
    for (const code of ['500', '403', '600'])
      expect(react('primary', code, 'x', 'code', 'search'), code).toEqual({ type: 'none' });
    expect(react('primary', '', 'x', 'timeout', 'search')).toEqual({ type: 'none' });
    expect(react('primary', '500', 'x', 'code', 'background')).toEqual({ type: 'none' });
    expect(react('primary', '', 'x', 'aborted')).toEqual({ type: 'none' });
  });

  it('inline calls keep 403, 600 and timeouts but leave the error toast to their screen', () => {
    expect(react('primary', '500', 'x', 'code', 'inline')).toEqual({ type: 'none' });
    expect(react('primary', '', 'x', 'network', 'inline')).toEqual({ type: 'none' });
    expect(react('primary', '403', '登录已过期', 'code', 'inline')).toEqual({
      type: 'relogin',
      message: '登录已过期',
    });
    expect(react('primary', '600', '维护中', 'code', 'inline')).toEqual({
      type: 'warningDialog',
      message: '维护中',
    });
    expect(react('primary', '', 'x', 'timeout', 'inline')).toEqual({ type: 'timeoutToast' });
  });

  it('network failures toast only when the device is online', () => {
    expect(react('primary', '', 'x', 'network')).toEqual({ type: 'networkToast' });
    expect(reactionFor(err('primary', '', 'x', 'network'), { ...ctx, online: false })).toEqual({
      type: 'none',
    });
  });

  it('HTTP failures and bad data have their own messages', () => {
    // the status in the catalogue's words, never the transport's "HTTP 502"
    const http = new ApiError({
      kind: 'http',
      message: 'HTTP 502',
      code: 502,
      status: 502,
      client: 'primary',
      path: '/api/x',
      method: 'GET',
    });
    expect(reactionFor(http, ctx)).toEqual({ type: 'httpToast', status: 502 });
    expect(react('primary', '', 'bad', 'parse')).toEqual({ type: 'badDataToast' });
  });
});
