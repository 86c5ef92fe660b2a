// Offline, the list filters and sorts the policy records the device holds (the list pages kept by the query
// cache): the same facets as the server's list query, over a subset that the screen says is a subset.
import type { QueryClient } from '@tanstack/react-query';
import type { PolicyListItem } from '../../../shared/api/contract';
import { inAmountRange } from '../../../shared/api/amount-range';
import { byClosing, fitsCounty, fitsIndustry, fitsSize } from '../../../shared/api/policy-facets';
import { policyQueries } from '../api/policy-queries';
import type { ListParams } from '../api/policy-api';
import type { ListSearch } from './list-search';

export interface StoredPolicy {
  item: PolicyListItem;
  /** the list the record came from: its audience (the key's), and when it was kept */
  audience: number;
  savedAt: number;
}

/** Every list record the device holds, once each (the latest copy). */
export function storedListItems(queryClient: QueryClient): StoredPolicy[] {
  const byId = new Map<string, StoredPolicy>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [...policyQueries.all(), 'list'] })) {
    const records = (query.state.data as { records?: unknown } | undefined)?.records;
    const params = query.queryKey[2] as ListParams | undefined;
    if (!Array.isArray(records) || !params) continue;
    for (const item of records as PolicyListItem[]) {
      const known = byId.get(item.id);
      if (!known || known.savedAt < query.state.dataUpdatedAt)
        byId.set(item.id, { item, audience: params.audience, savedAt: query.state.dataUpdatedAt });
    }
  }
  return [...byId.values()];
}

/** A filter that needs the policy's conditions drops a record kept without them: it cannot be said to fit. */
function fits(s: StoredPolicy, search: ListSearch): boolean {
  const { item } = s;
  const conditions = item.eligibility;
  const needsConditions = !!(search.countyCode || search.industry || search.enterpriseSize);
  const keyword = search.keyword.toLowerCase();
  return (
    s.audience === search.audience &&
    (!needsConditions || conditions !== undefined) &&
    (!search.countyCode || fitsCounty(conditions ?? [], search.countyCode)) &&
    (!search.industry || fitsIndustry(conditions ?? [], search.industry)) &&
    (!search.enterpriseSize || fitsSize(conditions ?? [], search.enterpriseSize)) &&
    (!search.declarationType || item.declarationType === search.declarationType) &&
    (!search.applyState || item.applyTimeState === 1) &&
    (!search.amountRange || inAmountRange(item.rewardMoney, search.amountRange)) &&
    (!search.department || item.competentDepartmentPath === search.department) &&
    (!keyword ||
      item.policyName.toLowerCase().includes(keyword) ||
      item.competentDepartmentPath.toLowerCase().includes(keyword))
  );
}

/** The last day of the window: the field, or the end of "start 至 end". */
const lastDay = (item: PolicyListItem) => item.declareEnd ?? item.declareTime.split('至')[1]?.trim() ?? '';

/** Latest and closing soonest as the server orders them; hot and most visited keep the order they were kept in. */
function order(list: StoredPolicy[], orderModel: ListSearch['orderModel']): StoredPolicy[] {
  if (orderModel === 4)
    return list
      .map((s) => ({ s, id: s.item.id, applyTimeState: s.item.applyTimeState, declareEnd: lastDay(s.item) }))
      .sort(byClosing)
      .map((k) => k.s);
  if (orderModel === 1)
    return [...list].sort(
      (a, b) =>
        (b.item.publishTime ?? '').localeCompare(a.item.publishTime ?? '') ||
        a.item.id.localeCompare(b.item.id),
    );
  return list;
}

export interface StoredPage {
  records: PolicyListItem[];
  total: number;
  /** the oldest copy among the matches (epoch ms), for "kept on …" */
  oldest: number;
}

export function storedPage(stored: StoredPolicy[], search: ListSearch): StoredPage {
  const matches = order(
    stored.filter((s) => fits(s, search)),
    search.orderModel,
  );
  // a page beyond the subset's last shows its last
  const page = Math.min(search.page, Math.max(1, Math.ceil(matches.length / search.pageSize)));
  const start = (page - 1) * search.pageSize;
  return {
    records: matches.slice(start, start + search.pageSize).map((s) => s.item),
    total: matches.length,
    oldest: Math.min(...matches.map((s) => s.savedAt)),
  };
}
