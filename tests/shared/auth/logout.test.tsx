// @vitest-environment jsdom
// What logout leaves on the device: no token, login type or user info, no user-scoped query in memory or on disk.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createStore, get, set } from 'idb-keyval';
import { dehydrate } from '@tanstack/react-query';
import { LogoutTransitPage } from '../../../src/features/session/pages/logout-transit-page';
import { registerLogoutCleanup } from '../../../src/shared/auth/logout-cleanup';
import { sessionStore } from '../../../src/shared/auth/session';
import { PERSIST_KEY, removeUserScopedQueries } from '../../../src/shared/offline/query-persistence';
import { createTestQueryClient, renderWithProviders } from '../../support/render';
import { policyQueries } from '../../../src/features/policy/api/policy-queries';
import { newsQueries } from '../../../src/features/content/news/news-queries';
import { centreQueries } from '../../../src/features/user-centre/api/centre-queries';

// the real factories' queries: each declares whether it is public or the user's
const publicQueries = () => [
  policyQueries.detail('p-0001'),
  newsQueries.page({ page: 1, pageSize: 10, keyword: '' }),
];
const userQueries = () => [centreQueries.person(), centreQueries.applies({ page: 1, pageSize: 10 })];
const diskCache = createStore('portal-query-cache', 'clients');

async function storedKeys(): Promise<string[]> {
  const raw = await get<string>(PERSIST_KEY, diskCache);
  const saved = JSON.parse(raw ?? '{"clientState":{"queries":[]}}') as {
    clientState: { queries: { queryKey: unknown[] }[] };
  };
  return saved.clientState.queries.map((q) => JSON.stringify(q.queryKey)).sort();
}

const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({ code: '200', data: null }), { status: 200 }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('logout', () => {
  it('removes the session from storage and every user-scoped query from memory and disk', async () => {
    sessionStore.setLogin('token-for-tests', 2);
    sessionStore.setUserInfo({ userName: '林建华', enterpriseCode: '91350500MA' });
    expect(localStorage.length + sessionStorage.length).toBeGreaterThanOrEqual(3);

    const queryClient = createTestQueryClient();
    const PUBLIC_KEYS = publicQueries().map((q) => q.queryKey);
    const USER_KEYS = userQueries().map((q) => q.queryKey);
    for (const q of [...publicQueries(), ...userQueries()]) {
      // only the key and the scope declaration matter here: the data is a stand-in
      queryClient.setQueryData(q.queryKey as readonly unknown[], { some: 'data' });
      queryClient.getQueryCache().find({ queryKey: q.queryKey, exact: true })!.options.meta = q.meta;
    }
    // as a cache written before the user logged out (or by an older build) might hold
    await set(
      PERSIST_KEY,
      JSON.stringify({
        buster: 'test',
        timestamp: Date.now(),
        clientState: dehydrate(queryClient, { shouldDehydrateQuery: () => true }),
      }),
      diskCache,
    );
    expect(await storedKeys()).toHaveLength(4);
    // the app shell registers this once per page
    const unregister = registerLogoutCleanup(() => removeUserScopedQueries(queryClient));

    renderWithProviders(<LogoutTransitPage />, {
      queryClient,
      route: { path: '/loginOutTtransit', paths: ['/indexHome'] },
    });
    await screen.findByRole('heading', { name: '/indexHome' });
    unregister();

    // the platform was told, with the token still present
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toEqual({ token: null, loginType: null, userInfo: null, account: null });
    for (const key of ['portal.token', 'portal.loginType', 'portal.userInfo', 'portal.account']) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    for (const key of USER_KEYS) expect(queryClient.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    for (const key of PUBLIC_KEYS) expect(queryClient.getQueryData(key), JSON.stringify(key)).toBeDefined();
    expect(await storedKeys()).toEqual(PUBLIC_KEYS.map((k) => JSON.stringify(k)).sort());
  });

  it('a visitor with no token does not call the platform and still lands on home', async () => {
    renderWithProviders(<LogoutTransitPage />, {
      route: { path: '/loginOutTtransit', paths: ['/indexHome'] },
    });
    await screen.findByRole('heading', { name: '/indexHome' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
