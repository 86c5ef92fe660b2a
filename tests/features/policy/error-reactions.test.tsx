// @vitest-environment jsdom
// The error catalogue (docs/product.md#errors-and-timeouts) on every call that is not a search: statistics, a
// policy detail and an ad get the catalogue's reactions (403 re-login box, 600 notice, error toast, timeout
// toast) besides their own inline state; the list search only shows its inline state.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appEnv, overrideEnv } from '../../../src/shared/config/env';
import { setupClientApi } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { freshDemoForEachTest, injectFault, toasts } from '../../support/policy-app';

const { api } = setupClientApi();
freshDemoForEachTest(api);

interface Call {
  name: string;
  path: string;
  open: string;
  /** what the screen itself shows when the call failed (null: the piece simply stays away) */
  inline: RegExp | null;
}

const CALLS: Call[] = [
  {
    name: 'statistics',
    path: '/api/open/gj/v1/index/applyAmount',
    open: '/indexHome',
    inline: /统计数据暂时无法加载/,
  },
  {
    name: 'policy detail',
    path: '/api/open/gj/v1/policy/detail/p-0001',
    open: '/policyDetail?id=p-0001',
    inline: /政策详情加载失败/,
  },
  { name: 'ad', path: '/api/v1/tads/findByCode/ad_PC_homePage2', open: '/indexHome', inline: null },
];

const LIST: Call = {
  name: 'list search',
  path: '/api/open/gj/v1/index/nonFinancialPolicyPage/*',
  open: '/policyList',
  inline: /政策列表加载失败/,
};

type Fault = '403' | '600' | '500' | 'timeout';
const FAULTS: Fault[] = ['403', '600', '500', 'timeout'];
const MESSAGE: Record<Exclude<Fault, 'timeout'>, string> = {
  '403': '登录已失效，请重新登录',
  '600': '系统维护中，请于今晚22:00后再试',
  '500': '统计服务繁忙，请稍后再试',
};

const WAIT = { timeout: 15_000 };
const primaryTimeout = appEnv().timeoutPrimaryMs;
afterEach(() => overrideEnv({ timeoutPrimaryMs: primaryTimeout }));

async function openWithFault(call: Call, fault: Fault) {
  if (fault === 'timeout') {
    // 1500 ms runs out before the 3 s delay ends (a timeout spends the call's one timeout: it is not tried again)
    overrideEnv({ timeoutPrimaryMs: 1500 });
    await injectFault(api(), { path: call.path, delayMs: 3000 });
  } else {
    await injectFault(api(), { path: call.path, code: Number(fault), msg: MESSAGE[fault] });
  }
  return renderApp(call.open);
}

const toastWith = (text: string) => toasts().filter((t) => t.textContent?.includes(text));

describe('each fault, answered by the page itself', () => {
  for (const call of CALLS) {
    for (const fault of FAULTS) {
      it(`${call.name} with ${fault}: the spec's reaction`, async () => {
        await openWithFault(call, fault);
        if (fault === '403') {
          const box = await screen.findByRole('dialog', { name: '登录提示' }, WAIT);
          await waitFor(() => expect(box.textContent).toContain(MESSAGE['403']), WAIT);
          expect(within(box).getByRole('button', { name: '重新登录' })).toBeTruthy();
          expect(within(box).getByRole('button', { name: '去注册' })).toBeTruthy();
        } else if (fault === '600') {
          const box = await screen.findByRole('dialog', { name: '提示' }, WAIT);
          await waitFor(() => expect(box.textContent).toContain(MESSAGE['600']), WAIT);
          fireEvent.click(within(box).getByRole('button', { name: '确定' }));
          await waitFor(() => expect(screen.queryAllByRole('dialog', { name: '提示' })).toHaveLength(0), WAIT);
        } else if (fault === '500') {
          await waitFor(() => expect(toastWith(MESSAGE['500'])).toHaveLength(1), WAIT);
          expect(screen.queryAllByRole('dialog')).toHaveLength(0);
        } else {
          await waitFor(() => expect(toastWith('系统请求超时异常，请稍后再试')).toHaveLength(1), WAIT);
        }
        if (call.inline) expect((await screen.findAllByText(call.inline, {}, WAIT)).length).toBeGreaterThan(0);
      });
    }
  }

  for (const fault of FAULTS) {
    it(`list search with ${fault}: only the inline state`, async () => {
      await openWithFault(LIST, fault);
      expect((await screen.findAllByText(LIST.inline!, {}, WAIT)).length).toBeGreaterThan(0);
      expect(screen.queryAllByRole('dialog')).toHaveLength(0);
      expect(toasts()).toHaveLength(0);
    });
  }
});
