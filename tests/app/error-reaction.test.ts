import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind, type ClientName } from '../../src/shared/api/api-error';
import { reactionFor } from '../../src/app/error-reaction';

const ctx = { online: true, now: 100_000, lastExpiredAlertAt: 0 };

function err(client: ClientName, code: string, message = 'msg', kind: ApiErrorKind = 'code', silent = false) {
  return new ApiError({ kind, message, code, client, path: '/api/x', method: 'GET', silent });
}

describe('error catalogue (spec §8)', () => {
  it('403 asks to log in again with the server message', () => {
    expect(reactionFor(err('primary', '403', '登录已过期'), ctx)).toEqual({
      type: 'relogin',
      message: '登录已过期',
    });
  });

  it('600 without a newline shows a warning dialog', () => {
    expect(reactionFor(err('primary', '600', '该政策已截止'), ctx)).toEqual({
      type: 'warningDialog',
      message: '该政策已截止',
    });
  });

  it('600 mentioning 填报问卷 is rejected quietly; other multi-line 600 get a confirm box', () => {
    expect(reactionFor(err('primary', '600', '请先填报问卷\n再匹配'), ctx)).toEqual({ type: 'none' });
    expect(reactionFor(err('primary', '600', '请先填报问卷'), ctx)).toEqual({ type: 'none' });
    expect(reactionFor(err('primary', '600', '第一行\n第二行'), ctx)).toEqual({
      type: 'confirmDialog',
      message: '第一行\n第二行',
    });
  });

  it('other primary codes toast the server message for 5000 ms', () => {
    expect(reactionFor(err('primary', '500', '服务器繁忙'), ctx)).toEqual({
      type: 'toast',
      message: '服务器繁忙',
      ms: 5000,
    });
  });

  it('a timeout shows the timeout toast; the second client too', () => {
    expect(reactionFor(err('primary', '', 'x', 'timeout'), ctx)).toEqual({ type: 'timeoutToast' });
    expect(reactionFor(err('second', '', 'x', 'timeout'), ctx)).toEqual({ type: 'timeoutToast' });
  });

  it('second client: 10000-10002 raise the expired alert at most once per 3000 ms', () => {
    for (const code of ['10000', '10001', '10002']) {
      expect(reactionFor(err('second', code), ctx)).toEqual({ type: 'expiredAlert' });
    }
    expect(reactionFor(err('second', '10001'), { ...ctx, lastExpiredAlertAt: ctx.now - 2999 })).toEqual({
      type: 'none',
    });
    expect(reactionFor(err('second', '10001'), { ...ctx, lastExpiredAlertAt: ctx.now - 3000 })).toEqual({
      type: 'expiredAlert',
    });
  });

  it('second client: any other code is a --警告-- notice', () => {
    expect(reactionFor(err('second', '9999', '参数错误'), ctx)).toEqual({
      type: 'warningNotice',
      message: '参数错误',
    });
  });

  it('silent calls (search) and cancellations show nothing', () => {
    expect(reactionFor(err('primary', '500', 'x', 'code', true), ctx)).toEqual({ type: 'none' });
    expect(reactionFor(err('primary', '', 'x', 'aborted'), ctx)).toEqual({ type: 'none' });
  });

  it('network failures toast only when the device is online', () => {
    expect(reactionFor(err('primary', '', 'x', 'network'), ctx)).toEqual({ type: 'networkToast' });
    expect(reactionFor(err('primary', '', 'x', 'network'), { ...ctx, online: false })).toEqual({
      type: 'none',
    });
  });

  it('HTTP failures and bad data have their own messages', () => {
    expect(reactionFor(err('primary', '502', 'HTTP 502', 'http'), ctx)).toEqual({
      type: 'toast',
      message: 'HTTP 502',
      ms: 5000,
    });
    expect(reactionFor(err('primary', '', 'bad', 'parse'), ctx)).toEqual({ type: 'badDataToast' });
  });
});
