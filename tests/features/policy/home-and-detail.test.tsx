// @vitest-environment jsdom
// Home's figures and hot words, a policy's detail and 免申即享 receipt in jsdom against the demo API: the
// amounts and their units, what each audience is offered, refusals and not-found panels.
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/shared/api/paths';
import { loginAs } from '../../server/client-helpers';
import { renderApp, screen } from '../../support/render-app';
import { addressParams, button, desktopPortalForFile, recordCalls, WAIT } from '../../support/policy-app';

const { api, injectFault } = desktopPortalForFile();

const yi = (wan: number) => (Math.round((wan / 10000 + Number.EPSILON) * 100) / 100).toFixed(2);
const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => text(t) === name)!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function data<T>(path: string): Promise<T> {
  return (await api().get<T>(path)).data;
}

/**
 * The city-wide free (免申即享) policies of the first list page (20), as the demo API serves them; with a token,
 * only those that account has not received yet (its seeded payouts include some city-wide ones).
 */
const freePolicies = async (token?: string) => {
  const { records } = await data<{ records: { id: string; freeApplyNameId: string }[] }>(
    '/api/open/gj/v1/index/nonFinancialPolicyPage/1/20?declarationType=2&countyCode=350501',
  );
  if (!token) return records;
  const received = await Promise.all(
    records.map(
      async (p) => (await api().get<{ received: unknown }>(paths.applyContext(p.id), token)).data.received,
    ),
  );
  return records.filter((_, i) => received[i] === null);
};

describe('home', { timeout: 60_000 }, () => {
  it('hot words change with the tab and each one is a search', async () => {
    const enterprise = await data<{ entryName: string }[]>(
      '/api/manage/gj/v1/pcApi/getDic?dicCode=HotEnterpriseKeywords',
    );
    const people = await data<{ entryName: string }[]>(
      '/api/manage/gj/v1/pcApi/getDic?dicCode=HotPeopleKeywords',
    );
    const app = await renderApp('/indexHome');
    const hot = () => [...(byTestId('hot-words')?.querySelectorAll('a') ?? [])].map(text);
    await waitFor(() => expect(hot().length).toBeGreaterThan(0), WAIT);
    const shownEnterprise = hot();
    expect(shownEnterprise).toEqual(enterprise.slice(0, 12).map((w) => w.entryName));
    expect(() => button('政策匹配')).toThrow();

    fireEvent.click(tab('惠民政策'));
    await waitFor(() => expect(app.address()).toMatch(/audience=2/), WAIT);
    await waitFor(() => expect(byTestId('hot-words')?.getAttribute('data-audience')).toBe('2'), WAIT);
    await waitFor(() => expect(hot()[0]).toBe(people[0]!.entryName), WAIT);
    const shownPeople = hot();
    expect(shownPeople).toEqual(people.slice(0, 12).map((w) => w.entryName));
    expect(shownPeople).not.toEqual(shownEnterprise);
    expect(button('政策匹配')).toBeDefined();

    fireEvent.click(byTestId('hot-words')!.querySelectorAll('a')[2]!);
    await waitFor(() => expect(app.address()).toMatch(/^\/policyList\?/), WAIT);
    const params = addressParams(app.address());
    expect(params.get('keyword')).toBe(people[2]!.entryName);
    expect(params.get('audience')).toBe('2');
  });

  it('statistics show the server amounts in 亿元 and visits in 万次', async () => {
    const before = (await data<{ homePageCount: number }>('/api/open/gj/v1/index/accessCount')).homePageCount;
    const raw = await data<{ total: number; applyAmount: number; freeAmount: number }>(
      '/api/open/gj/v1/index/applyAmount',
    );
    await renderApp('/indexHome');
    expect(await screen.findByText('累计兑现金额（亿元）', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('免申即享类（亿元）')).toBeTruthy();
    await waitFor(() => expect(text(byTestId('stat-total'))).toBe(yi(raw.total)), WAIT);
    expect(text(byTestId('stat-apply'))).toBe(yi(raw.applyAmount));
    expect(text(byTestId('stat-free'))).toBe(yi(raw.freeAmount));
    const after = (await data<{ homePageCount: number }>('/api/open/gj/v1/index/accessCount')).homePageCount;
    const shownVisits = text(byTestId('stat-visits'));
    // visits grow while the page loads (its own access log); the shown value lies between the two readings
    expect([yi(before), yi(after)]).toContain(shownVisits);
    expect(Number(shownVisits)).toBeGreaterThan(0);
  });

  it('on a fresh start at least 6 of the 8 newest policies on home are open for application', async () => {
    await renderApp('/indexHome');
    const latest = () => document.querySelector('section[aria-labelledby="latest-heading"]');
    for (const name of ['惠企政策', '惠民政策']) {
      fireEvent.click(tab(name));
      await waitFor(() => expect(text(latest()?.querySelector('h2'))).toContain(name), WAIT);
      await waitFor(() => expect(latest()!.querySelectorAll('article')).toHaveLength(8), WAIT);
      // the smallest element naming 剩余天数 in each card, as a person reads it
      const remaining = [...latest()!.querySelectorAll('article *')]
        .filter((e) => e.textContent?.includes('剩余天数'))
        .filter((e) => ![...e.children].some((c) => c.textContent?.includes('剩余天数')))
        .map(text);
      expect(remaining).toHaveLength(8);
      const open = remaining.filter((t) => /\d+\s*天/.test(t));
      expect(open.length, `${name}: ${remaining.join(' | ')}`).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('policy detail and 免申即享', { timeout: 60_000 }, () => {
  it('a visitor is asked to log in before applying', async () => {
    await renderApp('/policyDetail?id=p-0001&isApply=true&applySubject=2');
    expect(await screen.findByText('请先登录，登录后即可在线申报', {}, WAIT)).toBeTruthy();
    expect(
      [...document.querySelectorAll('button')].filter((b) => text(b) === '企业登录').length,
    ).toBeGreaterThan(0);
  });

  it('freeTrial receives a free policy after confirmation', async () => {
    const token = await loginAs(api(), 'enterprise', 'u-ent-1');
    const free = (await freePolicies(token))[0]!;
    const receive = recordCalls(new RegExp(`/free/name/receive/${free.freeApplyNameId}$`));
    await renderApp(`/freeTrial?id=${free.id}&inTime=x&msId=${free.freeApplyNameId}&isApply=false&ms=true`);
    await waitFor(() => expect(byTestId('receive-button')).not.toBeNull(), WAIT);
    fireEvent.click(byTestId('receive-button')!);
    await waitFor(() => expect(dialog()).not.toBeNull(), WAIT);
    fireEvent.click(button('确定', dialog()!));
    await waitFor(() => expect(receive.calls).toHaveLength(1), WAIT);
    expect(receive.calls[0]!.method).toBe('POST');
    expect(await screen.findByText('领取成功', {}, WAIT)).toBeTruthy();
  });

  it('a failed receive says so and can be retried', async () => {
    const token = await loginAs(api(), 'enterprise', 'u-ent-1');
    const free = (await freePolicies(token))[1]!;
    await renderApp(`/freeTrial?id=${free.id}&msId=${free.freeApplyNameId}`);
    await injectFault({
      path: `/api/pc/hm/v1/policy/free/name/receive/${free.freeApplyNameId}`,
      code: 500,
      msg: '领取服务繁忙',
      times: 1,
    });
    await waitFor(() => expect(byTestId('receive-button')).not.toBeNull(), WAIT);
    fireEvent.click(byTestId('receive-button')!);
    await waitFor(() => expect(dialog()).not.toBeNull(), WAIT);
    fireEvent.click(button('确定', dialog()!));
    await waitFor(() => {
      const alert = [...document.querySelectorAll('[role="alert"]')].find((a) =>
        a.textContent?.includes('领取未成功'),
      );
      expect(alert?.textContent).toContain('领取服务繁忙');
    }, WAIT);
    await waitFor(() => expect(dialog()).toBeNull(), WAIT);
    fireEvent.click(byTestId('receive-button')!);
    await waitFor(() => expect(dialog()).not.toBeNull(), WAIT);
    fireEvent.click(button('确定', dialog()!));
    expect(await screen.findByText('领取成功', {}, WAIT)).toBeTruthy();
  });
});
