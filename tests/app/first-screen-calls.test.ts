// @vitest-environment jsdom
// The reads the page's first module starts early (src/app/first-screen-calls.ts) against the reads the real
// route loaders make for the same address, and the client taking those early answers instead of asking again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../../src/routeTree.gen';
import {
  firstScreenCalls,
  linkAfterFirstPaintStyles,
  preloadScreenChunks,
  startFirstScreenCalls,
} from '../../src/app/first-screen-calls';
import {
  clearEarlyCalls,
  EARLY_CALL_TTL_MS,
  startEarlyCalls,
  takeEarlyResponse,
} from '../../src/shared/api/early-calls';
import { apiUrl } from '../../src/shared/api/api-url';
import { request } from '../../src/shared/api/http';
import { sessionStore } from '../../src/shared/auth/session';
import { rememberScope } from '../../src/shared/storage/county-scope';
import { city } from '../../src/shared/config/city';

const answer = () =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: { records: [], total: 0 } }), {
    headers: { 'Content-Type': 'application/json' },
  });

let sent: string[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push(`${init.method ?? 'GET'} ${url} ${typeof init.body === 'string' ? init.body : ''}`);
      return answer();
    }),
  );
  sessionStore.clear();
  clearEarlyCalls();
});

afterEach(() => {
  vi.unstubAllGlobals();
  rememberScope(undefined);
  window.location.hash = '';
});

const keyOf = (c: ReturnType<typeof firstScreenCalls>[number]) =>
  `${c.method} ${apiUrl(c.path, c.query)} ${c.body === undefined ? '' : JSON.stringify(c.body)}`;

/** Loads the address with the real route tree and loaders; the calls they sent. */
async function loaderCalls(hash: string): Promise<string[]> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [hash.replace(/^#/, '') || '/'] }),
    context: { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  });
  await router.load();
  // the home loader warms without waiting: let its calls go out
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return sent;
}

const SCREENS = [
  '',
  '#/indexHome',
  '#/indexHome?audience=2',
  `#/indexHome?countyCode=%22${city.counties[1]!.code}%22`,
  '#/policyList',
  '#/policyList?audience=2&keyword=%22%E5%88%9B%E4%B8%9A%22&page=2&pageSize=20',
  '#/policyList?keyword=%22%E8%A1%A5%E8%B4%B4%22&orderModel=2&industry=%22C%22&page=abc',
  '#/policyDetail?id=%22P2026-0001%22',
];

describe('the first screen asked for early', () => {
  it.each(SCREENS)('%s: every early call is one its loaders make', async (hash) => {
    const early = firstScreenCalls(hash).map(keyOf);
    expect(early.length).toBeGreaterThan(0);
    const made = await loaderCalls(hash);
    for (const call of early) expect(made).toContain(call);
  });

  it('follows the device county where the address names none', async () => {
    const county = city.counties.find((c) => !c.externalUrl && c.code !== city.defaultCounty)!.code;
    rememberScope(county);
    const early = firstScreenCalls('#/policyList').map(keyOf);
    expect(early.join()).toContain(county);
    expect(await loaderCalls('#/policyList')).toEqual(expect.arrayContaining(early));
  });

  it.each(SCREENS)('%s: the loaders take the early answers instead of asking again', async (hash) => {
    const early = firstScreenCalls(hash);
    startEarlyCalls(early);
    const made = await loaderCalls(hash);
    for (const call of early.map(keyOf)) expect(made.filter((m) => m === call)).toHaveLength(1);
  });

  it('asks nothing early for screens it does not know or a detail without an id', () => {
    expect(firstScreenCalls('#/policyDetail')).toEqual([]);
    expect(firstScreenCalls('#/newsList?page=2')).toEqual([]);
    expect(firstScreenCalls('#/enterprise/applyRecord')).toEqual([]);
  });

  it('leaves a logged-in visitor to the app (their calls are signed)', () => {
    sessionStore.setLogin('tok_0123456789abcdef', 1);
    window.location.hash = '#/policyList';
    startFirstScreenCalls();
    expect(sent).toEqual([]);
    sessionStore.clear();
    startFirstScreenCalls();
    expect(sent).toHaveLength(1);
  });
});

describe('an early answer', () => {
  const path = '/api/open/gj/v1/index/applyAmount';

  it('is taken once, for the same method and address only', () => {
    startEarlyCalls([{ method: 'GET', path }]);
    expect(takeEarlyResponse('POST', apiUrl(path), undefined)).toBeUndefined();
    expect(takeEarlyResponse('GET', apiUrl(path), undefined)).toBeDefined();
    expect(takeEarlyResponse('GET', apiUrl(path), undefined)).toBeUndefined();
  });

  it('is not used once it is too old', () => {
    startEarlyCalls([{ method: 'GET', path }], 1000);
    expect(takeEarlyResponse('GET', apiUrl(path), undefined, 1000 + EARLY_CALL_TTL_MS + 1)).toBeUndefined();
  });

  it('that failed for the network is asked again by the client, as any read', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(answer());
    vi.stubGlobal('fetch', fetchMock);
    startEarlyCalls([{ method: 'GET', path }]);
    await expect(request(path)).resolves.toEqual({ records: [], total: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the screen code preloaded from the address', () => {
  function page(listed: string): Document {
    const doc = document.implementation.createHTMLDocument('t');
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'screen-chunks';
    block.textContent = listed;
    doc.head.append(block);
    return doc;
  }
  const LISTED = JSON.stringify({
    '/indexHome': {
      js: ['/assets/indexHome-a1.js', '/assets/policy-card-b2.js'],
      css: ['/assets/indexHome-c3.css'],
    },
    '/policyList': { js: ['/assets/policyList-d4.js'], css: [] },
  });
  const links = (doc: Document) =>
    [...doc.head.querySelectorAll('link')].map(
      (l) => `${l.rel}${l.as ? `:${l.as}` : ''} ${l.getAttribute('href')}`,
    );

  it('links the listed files of the address’s screen (home without a path), stylesheets first', () => {
    const doc = page(LISTED);
    preloadScreenChunks('', doc);
    expect(links(doc)).toEqual([
      'preload:style /assets/indexHome-c3.css',
      'modulepreload /assets/indexHome-a1.js',
      'modulepreload /assets/policy-card-b2.js',
    ]);
    expect(doc.head.querySelector('link')!.crossOrigin).toBe('');
    // the shell's background (the largest paint) takes the line before the screen's code
    for (const link of doc.head.querySelectorAll('link'))
      expect(link.getAttribute('fetchpriority')).toBe('low');
    const list = page(LISTED);
    preloadScreenChunks('#/policyList?keyword=%22x%22', list);
    expect(links(list)).toEqual(['modulepreload /assets/policyList-d4.js']);
  });

  it('links nothing for an unlisted screen, a damaged list, or entries that are not the site’s own files', () => {
    for (const [listed, hash] of [
      [LISTED, '#/newsList'],
      ['{not json', '#/indexHome'],
      ['[1,2]', '#/indexHome'],
      [
        JSON.stringify({
          '/indexHome': {
            js: ['https://elsewhere.example/x.js', 'javascript:alert(1)', 7, '/a/../b.js?x'],
            css: 'x.css',
          },
        }),
        '#/indexHome',
      ],
    ] as const) {
      const doc = page(listed);
      expect(preloadScreenChunks(hash, doc)).toEqual([]);
      expect(links(doc)).toEqual([]);
    }
  });

  it('applies the stylesheets of what follows the first paint at once, and takes them for no screen', () => {
    const listed = JSON.stringify({
      ...JSON.parse(LISTED),
      afterFirstPaint: { js: [], css: ['/assets/notifications-e5.css', 'https://elsewhere.example/x.css'] },
    });
    const doc = page(listed);
    expect(linkAfterFirstPaintStyles(doc)).toEqual(['/assets/notifications-e5.css']);
    expect(links(doc)).toEqual(['stylesheet /assets/notifications-e5.css']);
    const sheet = doc.head.querySelector('link')!;
    expect(sheet.crossOrigin).toBe('');
    expect(sheet.getAttribute('fetchpriority')).toBe('low');
    // an address naming the entry is no screen of the list
    const odd = page(listed);
    expect(preloadScreenChunks('#afterFirstPaint', odd)).toEqual([]);
    for (const damaged of ['{not json', '{"afterFirstPaint": 3}', '{}']) {
      const doc = page(damaged);
      expect(linkAfterFirstPaintStyles(doc)).toEqual([]);
      expect(links(doc)).toEqual([]);
    }
  });
});
