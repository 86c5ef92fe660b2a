// Shared state of the results area (tab, sort, page) and the post-submit refresh, used by the dialog and the page.
import { useCallback, useState } from 'react';
import type { OrderModel } from '../../../shared/api/contract';
import { accountKind, useSession } from '../../../shared/auth/session';
import { accountScope } from '../../../shared/auth/account-scope';
import { useInvalidateMatchResults } from '../api/matching-queries';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../shared/api/paging';
import { modelForTab } from './matching-model';
import { useDelayedRefresh } from './use-delayed-refresh';

export interface QuestionTarget {
  fieldCode: string;
  seq: number;
}

export function useMatchingAccount() {
  const session = useSession();
  const kind = accountKind(session);
  // the results are this account's: its key carries the same account marker as every user-scoped key
  return { kind, account: accountScope(session.token) };
}

export function useMatchingBoard() {
  const { kind, account } = useMatchingAccount();
  const [tab, setTabState] = useState(0);
  const [orderModel, setOrderState] = useState<OrderModel>(1);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const invalidate = useInvalidateMatchResults();
  // a request to show one question (from an explained match); seq makes a repeat of the same question count
  const [questionTarget, setQuestionTarget] = useState<QuestionTarget | null>(null);
  const openQuestionnaireAt = useCallback((fieldCode: string) => {
    setQuestionTarget((current) => ({ fieldCode, seq: (current?.seq ?? 0) + 1 }));
  }, []);

  const refresh = useCallback(() => {
    setTabState(0);
    setPage(1);
    void invalidate(account);
  }, [invalidate, account]);
  const { phase, start } = useDelayedRefresh(refresh);

  return {
    kind,
    account,
    tab,
    matchingModel: modelForTab(tab),
    orderModel,
    page,
    pageSize,
    refreshPhase: phase,
    questionTarget,
    /** reveals the questionnaire up to this question and moves focus to it */
    openQuestionnaireAt,
    setTab: (next: number) => {
      setTabState(next);
      setPage(1);
    },
    setOrderModel: (next: OrderModel) => {
      setOrderState(next);
      setPage(1);
    },
    setPage,
    /** the shared pager's choice: a new page size goes back to page 1 */
    setPaging: (next: { page: number; pageSize: PageSize }) => {
      setPageSizeState(next.pageSize);
      setPage(next.pageSize === pageSize ? next.page : 1);
    },
    /** called once formSubmit succeeded */
    onSubmitted: start,
  };
}

export type MatchingBoard = ReturnType<typeof useMatchingBoard>;
