// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { accessTypeFor, screenKey, useAccessLogging, visitRecord } from '../../src/app/access-logging';
import { accessLog } from '../../src/shared/access-log/access-log';
import { sessionStore } from '../../src/shared/auth/session';
import { countyStore } from '../../src/shared/storage/county';
import { city } from '../../src/shared/config/city';
import { renderWithProviders } from '../support/render';

describe('accessTypeFor', () => {
  it('is 1 for home, 2 for the policy screens, 3 for anything else', () => {
    expect(accessTypeFor('/indexHome')).toBe(1);
    for (const path of ['/policyDetail', '/freeTrial', '/applyPolicy']) expect(accessTypeFor(path)).toBe(2);
    for (const path of ['/policyList', '/newsList', '/enterprise/myApply', '/savedPolicies', '/indexHome/x'])
      expect(accessTypeFor(path)).toBe(3);
  });
});

describe('orgCode', () => {
  afterEach(() => countyStore.set(city.defaultCounty));

  it('is the selected county; the municipal level (the default county) reports 350501', () => {
    countyStore.set(city.defaultCounty);
    expect(visitRecord('/newsList', {})?.orgCode).toBe('350501');
    countyStore.set('350582');
    expect(visitRecord('/newsList', {})?.orgCode).toBe('350582');
    countyStore.set('350524');
    expect(visitRecord('/policyDetail', { id: 'p-0001' })?.orgCode).toBe('350524');
  });
});

describe('screenKey', () => {
  it('is the path and the record id; search, sort, filter and page are not part of it', () => {
    const list = screenKey('/policyList', {});
    expect(screenKey('/policyList', { keyword: '补贴', sort: 2, page: 3, dept: 'x' })).toBe(list);
    expect(screenKey('/policyDetail', { id: 'p-0001' })).not.toBe(
      screenKey('/policyDetail', { id: 'p-0002' }),
    );
    expect(screenKey('/policyDetail', { id: 12 })).toBe(screenKey('/policyDetail', { id: '12' }));
  });
});

const SCREENS = [
  '/indexHome',
  '/policyDetail',
  '/freeTrial',
  '/applyPolicy',
  '/newsList',
  '/policyList',
  '/checkLogin',
];

function Probe() {
  useAccessLogging();
  return null;
}

describe('the record made for a screen visit', () => {
  const record = vi.spyOn(accessLog, 'record').mockImplementation(() => {});

  beforeEach(() => {
    record.mockClear();
    sessionStore.clear();
    countyStore.set(city.defaultCounty);
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
  });

  async function visitAll(...urls: string[]) {
    const { router } = renderWithProviders(<h1>/indexHome</h1>, {
      route: { path: '/indexHome', paths: SCREENS, layout: <Probe /> },
    });
    await screen.findByRole('heading', { name: '/indexHome' });
    record.mockClear();
    for (const url of urls) {
      await act(async () => router!.history.push(url));
      await screen.findByRole('heading', { name: url.split('?')[0] });
    }
    return record.mock.calls.map(([r]) => r);
  }

  it('a visitor: userType 3, sourceType 1, policyId only on policy screens', async () => {
    const records = await visitAll('/newsList?id=n-001', '/policyDetail?id=p-0001', '/indexHome');
    expect(records).toEqual([
      { accessType: 3, userType: 3, sourceType: 1, policyId: null, orgCode: '350501' },
      { accessType: 2, userType: 3, sourceType: 1, policyId: 'p-0001', orgCode: '350501' },
      { accessType: 1, userType: 3, sourceType: 1, policyId: null, orgCode: '350501' },
    ]);
  });

  it('an enterprise login is userType 1, a person 2; the selected county is the orgCode', async () => {
    countyStore.set('350582');
    sessionStore.setLogin('token-for-tests', 2);
    sessionStore.setUserInfo({ userName: '林建华', enterpriseCode: '91350500MA' });
    const [enterprise] = await visitAll('/freeTrial?id=p-0002');
    expect(enterprise).toEqual({
      accessType: 2,
      userType: 1,
      sourceType: 1,
      policyId: 'p-0002',
      orgCode: '350582',
    });
    cleanup();

    sessionStore.setLogin('token-for-tests', 1);
    sessionStore.setUserInfo({ userName: '陈志明' });
    const [person] = await visitAll('/applyPolicy?id=p-0003');
    expect(person).toMatchObject({ accessType: 2, userType: 2, policyId: 'p-0003', orgCode: '350582' });
  });

  it('one record per visit: search, sort and page changes on the same screen are not new visits', async () => {
    const records = await visitAll(
      '/policyList',
      '/policyList?sort=2',
      '/policyList?sort=2&keyword=%E8%A1%A5%E8%B4%B4',
      '/policyList?sort=2&keyword=%E8%A1%A5%E8%B4%B4&page=3',
      '/policyDetail?id=p-0001',
      '/policyDetail?id=p-0001&tab=2',
      '/policyDetail?id=p-0002',
      '/policyList?page=2',
    );
    expect(records.map((r) => [r.accessType, r.policyId])).toEqual([
      [3, null],
      [2, 'p-0001'],
      [2, 'p-0002'],
      [3, null],
    ]);
  });

  it('a malformed policy id is kept as made, for the queue to refuse and count', async () => {
    const long = 'x'.repeat(70);
    const [record] = await visitAll(`/policyDetail?id=${long}`);
    expect(record).toMatchObject({ accessType: 2, policyId: long });
  });

  it('logs no visit for the login hand-over screens', async () => {
    const records = await visitAll('/checkLogin', '/newsList');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ accessType: 3, policyId: null });
  });
});

describe('a visit is recorded as the screen is entered', () => {
  const record = vi.spyOn(accessLog, 'record').mockImplementation(() => {});
  afterEach(() => cleanup());

  it('before its data arrives, even when it never does', async () => {
    // offline: the data the news screen waits for never comes
    const { router } = renderWithProviders(<h1>home</h1>, {
      route: { path: '/indexHome', paths: ['/newsList'], stalled: ['/newsList'], layout: <Probe /> },
    });
    await screen.findByRole('heading', { name: 'home' });
    record.mockClear();
    void router!.navigate({ to: '/newsList' });
    await vi.waitFor(() => expect(record).toHaveBeenCalledTimes(1));
    expect(record.mock.calls[0]![0]).toMatchObject({ accessType: 3, policyId: null });
    expect(screen.queryByRole('heading', { name: '/newsList' })).toBeNull();
  });
});
