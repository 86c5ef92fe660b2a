// Counts per tab: a logged-in person reads policyMatchingResult; a visitor gets each tab's list total.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AccountKind, OrderModel } from '../../../shared/api/contract';
import { matchingQueries } from '../api/matching-queries';
import { DEFAULT_PAGE_SIZE } from '../../../shared/api/paging';
import { MATCH_TABS, type MatchCounts } from './matching-model';

export interface MatchCountsState {
  counts: MatchCounts | null;
  queryTimes: number | null;
  rewardMoney: number | null;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

export function useMatchCounts(kind: AccountKind, account: string, orderModel: OrderModel): MatchCountsState {
  const person = kind === 1;
  const summary = useQuery({ ...matchingQueries.summary(account), enabled: person });
  const totals = useQueries({
    queries: MATCH_TABS.map((tab) => ({
      ...matchingQueries.page(account, {
        matchingModel: tab.model,
        orderModel,
        page: 1,
        pageSize: DEFAULT_PAGE_SIZE,
      }),
      enabled: !person,
    })),
  });

  if (person) {
    const d = summary.data;
    return {
      counts: d
        ? { accurate: d.accurateCount, probably: d.probablyCount, mismatching: d.mismatchingCount }
        : null,
      queryTimes: d?.queryTimes ?? null,
      rewardMoney: d?.rewardMoney ?? null,
      isPending: summary.isPending,
      error: summary.error,
      retry: () => void summary.refetch(),
    };
  }
  const [a, p, m] = totals;
  const ready = a?.data && p?.data && m?.data;
  return {
    counts: ready ? { accurate: a.data.total, probably: p.data.total, mismatching: m.data.total } : null,
    queryTimes: null,
    rewardMoney: null,
    isPending: totals.some((q) => q.isPending),
    error: totals.find((q) => q.error)?.error ?? null,
    retry: () => totals.forEach((q) => void q.refetch()),
  };
}
