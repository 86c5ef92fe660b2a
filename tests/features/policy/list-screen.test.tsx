// @vitest-environment jsdom
// The policy list in jsdom against the demo API: the calls it makes (paths, bodies), fallbacks for values a
// link cannot mean, its refusal and empty states, the area filter as the header's state.
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '../../support/render-app';
import {
  addressParams,
  button,
  cardElements,
  choose,
  desktopPortalForFile,
  filterSelect,
  labelled,
  pageAndSize,
  pick,
  recordCalls,
  typeAddress,
  WAIT,
} from '../../support/policy-app';

const { injectFault, clearFaults } = desktopPortalForFile();

const LIST_CALL = /\/index\/(nonFinancialPolicyPage|personalPolicyPage)\//;

const waitForCards = (count?: number) =>
  waitFor(() => {
    if (count === undefined) expect(cardElements().length).toBeGreaterThan(0);
    else expect(cardElements()).toHaveLength(count);
  }, WAIT);

const filter = filterSelect;
/** the header's county button (its name: the county, then 切换区县) */
const headerCounty = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('切换区县'))?.textContent ?? '';

describe('the policy list', { timeout: 60_000 }, () => {
  it('the people list POSTs a PolicyQuery body with page, pageSize and orderModel', async () => {
    const list = recordCalls(LIST_CALL);
    await renderApp('/policyList?audience=2&orderModel=3&pageSize=15&keyword=补贴');
    await waitForCards();
    const first = list.last()!;
    expect(first.method).toBe('POST');
    expect(first.url.href).toContain('/personalPolicyPage/1/15');
    expect(first.body).toEqual({ page: 1, pageSize: 15, orderModel: 3, policyName: '补贴' });

    fireEvent.click(button('2'));
    await waitFor(
      () => expect(list.last()!.body).toEqual({ page: 2, pageSize: 15, orderModel: 3, policyName: '补贴' }),
      WAIT,
    );
    pick(labelled('兑现方式'), '免申即享');
    await waitFor(
      () =>
        expect(list.last()!.body).toEqual({
          page: 1,
          pageSize: 15,
          orderModel: 3,
          policyName: '补贴',
          declarationType: 2,
        }),
      WAIT,
    );
  });

  it('invalid URL values fall back to defaults instead of breaking the list', async () => {
    const list = recordCalls(LIST_CALL);
    await renderApp('/policyList?page=-4&pageSize=999&orderModel=7&audience=9&countyCode=123&declarationType=x');
    await waitForCards(10);
    const call = list.last()!;
    expect(call.method).toBe('GET');
    expect(pageAndSize(call)).toEqual({ page: 1, pageSize: 10 });
    const query = call.url.searchParams;
    expect(query.get('orderModel')).toBe('1');
    expect(query.has('countyCode')).toBe(false);
    expect(query.has('declarationType')).toBe(false);
  });

  it('a failed list shows an error with a retry, and the empty result says so', async () => {
    // until cleared, so a call still on its way from the test before cannot spend it
    await injectFault({ path: '/api/open/gj/v1/index/nonFinancialPolicyPage/*', code: 500, msg: '服务繁忙' });
    const app = await renderApp('/policyList');
    // a server refusal says so with the server's words; it does not blame the network
    expect((await screen.findAllByText(/政策列表加载失败/, {}, WAIT)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/服务繁忙/).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/检查网络/)).toHaveLength(0);
    await clearFaults();
    fireEvent.click(button('重试'));
    await waitForCards(10);

    await app.go('/policyList?keyword=没有这样的政策名称');
    expect(await screen.findByText('没有找到符合条件的政策', {}, WAIT)).toBeTruthy();
    fireEvent.click(button('清除全部条件'));
    await waitForCards(10);
  });

  it('a page beyond the last is replaced by the last page, never a count above "none found"', async () => {
    const app = await renderApp('/policyList?page=999');
    await waitFor(() => expect(app.address()).toMatch(/page=(1[0-9]|[2-9])\b/), WAIT);
    await waitForCards();
    expect(screen.queryAllByText('没有找到符合条件的政策')).toHaveLength(0);
    expect(await screen.findByText(/第 (\d+) \/ \1 页/, {}, WAIT)).toBeTruthy();
  });

  it('department: the departments of the policies in scope, and only that department listed', async () => {
    const app = await renderApp('/policyList?countyCode=350582');
    await waitForCards();
    await waitFor(() => expect(filter('主管部门').options.length).toBeGreaterThan(1), WAIT);
    const select = filter('主管部门');
    const options = [...select.options].map((o) => o.textContent ?? '');
    expect(options[0]).toBe('全部部门');
    expect(options.slice(1).every((d) => d.startsWith('晋江市') || d.startsWith('泉州市'))).toBe(true);
    const dept = options.find((d) => d.startsWith('晋江市')) ?? '';
    choose(select, [...select.options].find((o) => o.textContent === dept)!.value);
    await waitFor(() => expect(app.address()).toMatch(/department=/), WAIT);
    await waitFor(() => {
      const departments = cardElements()
        .map((card) => card.querySelector('dd[lang="zh-CN"]')?.textContent)
        .slice(0, 1);
      expect(departments.length).toBe(1);
      expect(departments.every((d) => d === dept)).toBe(true);
    }, WAIT);
  });

  it('malformed filter values in a link: the defaults, a note naming them, and results', async () => {
    await renderApp('/policyList?industry=Z&enterpriseSize=huge&orderModel=9&amountRange=3');
    const note = await screen.findByTestId('rejected-filters', {}, WAIT);
    expect(note.textContent).toContain('所属行业');
    expect(note.textContent).toContain('企业规模');
    expect(note.textContent).toContain('排序方式');
    await waitForCards();
    expect(filter('奖补金额').value).toBe('3');
    expect(filter('所属行业').value).toBe('');
  });

  it('the policy list area filter offers all 14 areas, 泉州台商投资区 included', async () => {
    const app = await renderApp('/policyList');
    await waitForCards();
    const select = filter('所属区域');
    expect(select.options).toHaveLength(15);
    choose(select, [...select.options].find((o) => o.textContent === '泉州台商投资区')!.value);
    await waitFor(() => expect(app.address()).toMatch(/countyCode=(%22)?350599/), WAIT);
    await waitFor(
      () => expect(document.querySelector('main article')?.textContent).toContain('泉州台商投资区'),
      WAIT,
    );
  });

  it('the list’s area filter is the same state as the header', async () => {
    const app = await renderApp('/policyList');
    await waitForCards();
    choose(filter('所属区域'), '350521');
    await waitFor(() => expect(screen.getByTestId('scope-chip').textContent).toContain('惠安县 + 全市'), WAIT);
    expect(headerCounty()).toContain('惠安县');
    await app.go('/indexHome');
    await waitFor(() => expect(app.address()).toMatch(/countyCode=(%22)?350521/), WAIT);
    await waitFor(() => expect(screen.getByTestId('scope-chip').textContent).toContain('惠安县 + 全市'), WAIT);
  });

  it('an unknown county code in the address gets the default scope, a visible note, and results', async () => {
    const list = recordCalls(LIST_CALL);
    const app = await renderApp('/policyList?countyCode=999999');
    expect((await screen.findByTestId('scope-note', {}, WAIT)).textContent).toContain('地区代码无法识别');
    await waitForCards();
    // the default is what is shown and asked for: no county chip, the header's 市本级, no county in the call,
    // and the bad code is neither kept in the address nor remembered on the device
    expect(screen.queryAllByTestId('scope-chip')).toHaveLength(0);
    expect(headerCounty()).toContain('市本级');
    expect(list.last()!.url.searchParams.has('countyCode')).toBe(false);
    await waitFor(() => expect(addressParams(app.address()).get('countyCode')).toBeNull(), WAIT);
    expect(localStorage.getItem('portal.county') ?? '350501').toBe('350501');

    await typeAddress('/indexHome?countyCode=abc');
    expect(await screen.findByTestId('scope-note', {}, WAIT)).toBeTruthy();
    await waitForCards();
    expect(screen.queryAllByTestId('scope-chip')).toHaveLength(0);
    expect(headerCounty()).toContain('市本级');
  });
});
