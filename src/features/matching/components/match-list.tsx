// One tab's paged list: policyMatchingPage/{page}/{pageSize}?matchingModel&orderModel.
import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PolicyListItem } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { Pager } from '../../../shared/ui/pager';
import { ListSkeleton } from '../../../shared/ui/query-states';
import { matchingQueries } from '../api/matching-queries';
import { MatchExplanationPanel } from './match-explanation';
import type { MatchingBoard } from '../lib/use-matching-board';
import { questionnaireNotice } from '../lib/questionnaire-notice';
import classes from './match-list.module.css';

/** Draws one matched policy; the screen that opens matching supplies it (the policy feature's card). */
export type RenderMatchedPolicy = (policy: PolicyListItem, headingOrder: 3 | 4) => ReactNode;

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

  if (list.isPending) {
    return <ListSkeleton rows={3} height={58} />;
  }
  if (list.isError) {
    return (
      <Alert color="red" title={questionnaireNotice(list.error) ?? t('match.loadFailed')}>
        <Button size="xs" variant="white" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  const { records, total } = list.data;
  return (
    <Stack gap="sm" className={classes.root} data-loading={list.isFetching || undefined}>
      {records.length === 0 ? (
        <Text c="dark.5" ta="center" py="xl">
          {board.kind === 4 && board.matchingModel !== 3 ? t('match.emptyVisitor') : t('match.empty')}
        </Text>
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
                  onAnswerMissing={board.kind === 1 ? board.openQuestionnaireAt : undefined}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={board.page} pageSize={board.pageSize} total={total} onChange={board.setPaging} />
    </Stack>
  );
}
