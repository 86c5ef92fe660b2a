// One tab's paged list: policyMatchingPage/{page}/{pageSize}?matchingModel&orderModel.
import type { ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PolicyListItem } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { matchingQueries } from '../api/matching-queries';
import type { MatchingBoard } from '../lib/use-matching-board';
import { PAGE_SIZES } from '../lib/matching-model';
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
    return (
      <Stack gap="sm" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={58} radius="sm" />
        ))}
      </Stack>
    );
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
  const pages = Math.max(1, Math.ceil(total / board.pageSize));
  return (
    <Stack gap="sm" className={classes.root} data-loading={list.isFetching || undefined}>
      {records.length === 0 ? (
        <Text c="dark.5" ta="center" py="xl">
          {board.kind === 4 && board.matchingModel !== 3 ? t('match.emptyVisitor') : t('match.empty')}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t('match.total', { n: total })}>
          {records.map((p) => (
            <li key={p.id}>{renderPolicy(p, cardHeadingOrder)}</li>
          ))}
        </ul>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" c="dark.5">
            {t('match.total', { n: total })}
          </Text>
          <NativeSelect
            size="xs"
            aria-label={t('match.pageSize')}
            value={String(board.pageSize)}
            onChange={(e) => board.setPageSize(Number(e.currentTarget.value))}
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} / ${t('match.pageSize')}` }))}
          />
        </Group>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(board.page, pages)}
            onChange={board.setPage}
            getControlProps={(control) => ({
              'aria-label': t(
                control === 'previous'
                  ? 'match.prevPage'
                  : control === 'next'
                    ? 'match.nextPage'
                    : control === 'first'
                      ? 'match.firstPage'
                      : 'match.lastPage',
              ),
            })}
            getItemProps={(n) => ({ 'aria-label': t('match.pageN', { n }) })}
          />
        )}
      </Group>
    </Stack>
  );
}
