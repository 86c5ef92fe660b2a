// One tab's paged list: each matched policy with why it matched, for a person's and an enterprise's matches.
import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { MatchListItem, Page, PolicyListItem } from '../../../shared/api/contract';
import type { PageSize } from '../../../shared/api/paging';
import { useT } from '../../../shared/i18n/language';
import { Pager } from '../../../shared/ui/pager';
import { QueryBody } from '../../../shared/ui/query-body';
import { matchingQueries } from '../api/matching-queries';
import { MatchExplanationPanel } from './match-explanation';
import type { MatchingBoard } from '../lib/use-matching-board';
import { questionnaireNotice } from '../lib/questionnaire-notice';
import { MATCH_TABS } from '../lib/matching-model';
import classes from './match-list.module.css';

/** Draws one matched policy; the screen that opens matching supplies it (the policy feature's card). */
export type RenderMatchedPolicy = (policy: PolicyListItem, headingOrder: 3 | 4) => ReactNode;

/** policyMatchingPage/{page}/{pageSize}?matchingModel&orderModel: a person's or visitor's tab. */
export function MatchList({
  board,
  cardHeadingOrder,
  renderPolicy,
}: {
  board: MatchingBoard;
  cardHeadingOrder: 3 | 4;
  renderPolicy: RenderMatchedPolicy;
}) {
  const t = useT();
  const params = {
    matchingModel: board.matchingModel,
    orderModel: board.orderModel,
    page: board.page,
    pageSize: board.pageSize,
  };
  const list = useQuery(matchingQueries.page(board.account, params));
  const notMatchedTab = MATCH_TABS.findIndex((tab) => tab.model === 3);
  // a visitor has answered nothing: say why the tab is empty and what to do (log in, or browse them all)
  const visitorEmpty = (
    <Stack gap="sm" align="center" py="md">
      <Text c="dark.6" ta="center" maw={520}>
        {t('match.emptyVisitor')}
      </Text>
      <Button variant="default" size="xs" onClick={() => board.setTab(notMatchedTab)}>
        {t('match.browseAll')}
      </Button>
    </Stack>
  );
  return (
    <MatchRecordList
      query={list}
      paging={{ page: board.page, pageSize: board.pageSize, onChange: board.setPaging }}
      empty={board.kind === 4 && board.matchingModel !== 3 ? visitorEmpty : t('match.empty')}
      cardHeadingOrder={cardHeadingOrder}
      renderPolicy={renderPolicy}
      onAnswerMissing={board.kind === 1 ? board.openQuestionnaireAt : undefined}
    />
  );
}

export function MatchRecordList({
  query,
  paging,
  empty,
  cardHeadingOrder,
  renderPolicy,
  onAnswerMissing,
}: {
  query: UseQueryResult<Page<MatchListItem>>;
  paging: {
    page: number;
    pageSize: PageSize;
    onChange: (next: { page: number; pageSize: PageSize }) => void;
  };
  /** what an empty list says: a sentence, or a sentence with what to do */
  empty: ReactNode;
  cardHeadingOrder: 3 | 4;
  renderPolicy: RenderMatchedPolicy;
  /** opens the questionnaire at this question (a person's matches) */
  onAnswerMissing?: ((fieldCode: string) => void) | undefined;
}) {
  const t = useT();
  return (
    <QueryBody
      query={query}
      rows={3}
      height={58}
      errorTitle={(error) => questionnaireNotice(error) ?? t('match.loadFailed')}
    >
      {({ records, total }) => (
        <Stack
          gap="sm"
          className={classes.root}
          data-loading={query.isFetching || undefined}
          aria-busy={query.isFetching || undefined}
        >
          {records.length === 0 ? (
            typeof empty === 'string' ? (
              <Text c="dark.5" ta="center" py="xl">
                {empty}
              </Text>
            ) : (
              empty
            )
          ) : (
            <ul className={classes.list} aria-label={t('match.total', { n: total })}>
              {records.map((p) => (
                <li key={p.id}>
                  {renderPolicy(p, cardHeadingOrder)}
                  {p.explanation && (
                    <MatchExplanationPanel
                      policyId={p.id}
                      policyName={p.policyName}
                      explanation={p.explanation}
                      onAnswerMissing={onAnswerMissing}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          <Pager page={paging.page} pageSize={paging.pageSize} total={total} onChange={paging.onChange} />
        </Stack>
      )}
    </QueryBody>
  );
}
