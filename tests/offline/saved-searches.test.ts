import { describe, expect, it } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { droppedEntries } from '../../src/shared/offline/store-health';
import { filtersKey, parseSavedSearch, savedSearches } from '../../src/shared/offline/saved-searches';
import { checkSavedSearches, listAddress } from '../../src/shared/offline/saved-search-check';
import { cstDateTime, publishedAfter } from '../../src/shared/offline/published-after';
import { parseListFilters } from '../../src/shared/api/policy-list-params';
import * as v from 'valibot';
import type { Page, PolicyListItem } from '../../src/shared/api/contract';
import { policyListItemSchema } from '../../src/shared/api/schemas/policy';

const filters = (raw: Record<string, unknown>) => parseListFilters(raw);
// 2026-03-01 10:00:00 in Quanzhou
const SAVED_AT = Date.UTC(2026, 2, 1, 2, 0, 0);

const item = (id: string, publishTime: string): PolicyListItem =>
  v.parse(policyListItemSchema, {
    id,
    policyName: id,
    areaTypeStr: '市本级',
    remainingDays: 10,
    competentDepartmentPath: '泉州市科技局',
    declareTime: '2026-03-01 至 2026-04-01',
    rewardMoney: 1000,
    rewardMoneyStr: '最高1000元',
    applyTimeState: 1,
    declarationType: 1,
    freeApplyNameId: '',
    publishTime,
  });

const pageOf = (records: PolicyListItem[]): Page<PolicyListItem> => ({
  records,
  total: records.length,
  current: 1,
  size: 20,
});

describe('saved searches', () => {
  it('saves filters under a name once, renames, removes', async () => {
    const f = filters({ audience: 1, industry: 'C', amountRange: 3 });
    const first = await savedSearches.save('  制造业大额  ', f, SAVED_AT);
    expect(first.existed).toBe(false);
    expect(first.search).toMatchObject({ name: '制造业大额', seenAt: SAVED_AT, newIds: [] });
    // the same filters (another sort) are the same search
    const again = await savedSearches.save('别的名字', { ...f, orderModel: 4 }, SAVED_AT + 5);
    expect(again).toMatchObject({ existed: true, search: { id: first.search.id, name: '制造业大额' } });

    await savedSearches.rename(first.search.id, '制造业');
    expect((await savedSearches.list()).searches.map((s) => s.name)).toEqual(['制造业']);
    await savedSearches.remove(first.search.id);
    expect((await savedSearches.list()).searches).toEqual([]);
  });

  it('counts what was published after the last look, and a look clears it', async () => {
    const { search } = await savedSearches.save('最新', filters({ audience: 2 }), SAVED_AT);
    const asked: unknown[] = [];
    const fetchPage = (params: unknown) => {
      asked.push(params);
      return Promise.resolve(
        pageOf([item('p-9001', '2026-03-01 10:00:05'), item('p-0002', '2026-03-01 09:59:59')]),
      );
    };
    const { checked, failed } = await checkSavedSearches(fetchPage, SAVED_AT + 10_000);
    expect(failed).toBe(0);
    // asked for the newest first, with the search's own filters
    expect(asked[0]).toMatchObject({ audience: 2, orderModel: 1, page: 1 });
    expect(checked[0]).toMatchObject({
      search: { id: search.id, newIds: ['p-9001'] },
      unnotified: ['p-9001'],
    });

    await savedSearches.markNotified(search.id, ['p-9001']);
    const second = await checkSavedSearches(fetchPage, SAVED_AT + 20_000);
    expect(second.checked[0]?.unnotified).toEqual([]);

    await savedSearches.markSeen(search.id, Date.UTC(2026, 2, 1, 2, 1, 0));
    const third = await checkSavedSearches(fetchPage);
    expect(third.checked[0]?.search.newIds).toEqual([]);
    await savedSearches.remove(search.id);
  });

  it('a failed check is counted, not thrown', async () => {
    const { search } = await savedSearches.save('离线', filters({}), SAVED_AT);
    const outcome = await checkSavedSearches(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(outcome).toEqual({ checked: [], failed: 1 });
    await savedSearches.remove(search.id);
  });

  it('drops damaged entries, counts them and keeps the readable ones', async () => {
    const { search } = await savedSearches.save('好的', filters({ audience: 1 }), SAVED_AT);
    const raw = createStore('portal-saved-searches', 'searches');
    await set('ss-bad', { id: 'ss-bad', name: 42, filters: {} }, raw);
    await set('ss-junk', 'not an object', raw);
    const before = droppedEntries()['saved-searches'] ?? 0;
    const { searches, dropped } = await savedSearches.list();
    expect(searches.map((s) => s.id)).toEqual([search.id]);
    expect(dropped).toBe(2);
    expect(droppedEntries()['saved-searches']).toBe(before + 2);
    expect((await savedSearches.list()).dropped).toBe(0);
    await savedSearches.remove(search.id);
  });

  it('reads stored filters through the address rules: a bad value becomes its default', () => {
    const parsed = parseSavedSearch({
      id: 'ss-1',
      name: '旧搜索',
      filters: { audience: 1, industry: 'Z', enterpriseSize: 'small', department: '<b>x</b>' },
      createdAt: 1,
      seenAt: 1,
      newIds: [],
      notifiedIds: [],
    });
    expect(parsed?.filters).toMatchObject({ audience: 1, enterpriseSize: 'small' });
    expect(parsed?.filters.industry).toBeUndefined();
    expect(parsed?.filters.department).toBeUndefined();
    expect(
      parseSavedSearch({
        id: 'ss-1',
        name: 'x',
        filters: {},
        createdAt: -1,
        seenAt: 1,
        newIds: [],
        notifiedIds: [],
      }),
    ).toBeNull();
  });
});

describe('new since the last look', () => {
  it('compares with the server’s China Standard Time publication time', () => {
    expect(cstDateTime(SAVED_AT)).toBe('2026-03-01 10:00:00');
    expect(publishedAfter({ publishTime: '2026-03-01 10:00:01' }, SAVED_AT)).toBe(true);
    expect(publishedAfter({ publishTime: '2026-03-01 10:00:00' }, SAVED_AT)).toBe(false);
    expect(publishedAfter({}, SAVED_AT)).toBe(false);
  });

  it('two searches with the same filters in another order are one; the address opens them', () => {
    expect(filtersKey(filters({ industry: 'C', audience: 1 }))).toBe(
      filtersKey(filters({ audience: '1', industry: 'C', orderModel: 4 })),
    );
    expect(filtersKey(filters({ industry: 'C' }))).not.toBe(filtersKey(filters({ industry: 'E' })));
    expect(listAddress(filters({ audience: 1, industry: 'C', department: '泉州市科技局' }))).toBe(
      `/#/policyList?orderModel=1&audience=1&industry=C&department=${encodeURIComponent('泉州市科技局')}`,
    );
  });
});
