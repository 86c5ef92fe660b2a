import { lazy, Suspense, useEffect, useEffectEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../../../shared/offline/online-status';
import { failureCause } from '../../../shared/ui/error-text';
import { cachedPagesOf } from './cached-pages';
import { useStoredPage } from './use-stored-page';
import { formatSavedTime } from '../../../shared/offline/saved-time';
import { OfflinePages } from './offline-pages';
import type { OrderModel, PolicyListItem } from '../../../shared/api/contract';
import { useLang, useT } from '../../../shared/i18n/language';
import { policyQueries } from '../api/policy-queries';
import { PAGE_SIZES, type ListSearch, type PageSize } from './list-search';
import { LoadError } from '../../../shared/ui/query-states';
import { PolicyCard } from '../card/policy-card';
import { PolicyCardSkeleton } from '../card/policy-card-skeleton';
import { SortControl } from './list-filters';
import { FileIcon } from '../../../shared/ui/icons';
import classes from './list-results.module.css';
import { useFirstViewportCards } from '../../../shared/ui/first-viewport';
import { LIST_CARDS_TOP } from '../card/cards-top';

// offline only: its code loads when a search finds no server
const DeviceSearchResults = lazy(() =>
  import('./device-search-results').then((m) => ({ default: m.DeviceSearchResults })),
);

const PAGER_LABELS = {
  first: 'list.first',
  previous: 'list.previous',
  next: 'list.next',
  last: 'list.last',
} as const;

interface ListResultsProps {
  search: ListSearch;
  onChange: (patch: Partial<ListSearch>) => void;
  onClear: () => void;
  /** per-card extra controls (e.g. save for offline) */
  cardActions?: (policy: PolicyListItem) => ReactNode;
  /** per-card marks beside the state badges (新 from a saved search) */
  cardMarks?: (policy: PolicyListItem) => ReactNode;
  /** a page beyond the last: the address is corrected to the last page (replacing, so Back does not loop) */
  onClampPage?: (page: number) => void;
}

export function ListResults({
  search,
  onChange,
  onClear,
  cardActions,
  cardMarks,
  onClampPage,
}: ListResultsProps) {
  const t = useT();
  const lang = useLang();
  const {
    data: answer,
    isPending,
    isError,
    error,
    refetch,
    isFetching,
    isPlaceholderData,
  } = useQuery(policyQueries.list(search));
  const online = useOnline();
  const queryClient = useQueryClient();
  const unreachable = !online || ['offline', 'network', 'timeout'].includes(failureCause(error, online));
  const noAnswer = !answer && unreachable && (isError || !online);
  // no answer from the server for a search: search what the device holds instead
  const deviceSearch = search.keyword !== '' && noAnswer;
  // no answer for these filters: filter and sort the list records the device holds (docs/product.md)
  // pages of this very list on the device are offered as such; other filters are worked out from the records
  const heldPages = noAnswer ? cachedPagesOf(queryClient, search) : [];
  const stored = useStoredPage(noAnswer && !search.keyword && heldPages.length === 0, search);
  const fromDevice = !answer && stored && stored.total > 0 ? stored : null;
  const data = answer ?? fromDevice ?? undefined;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / search.pageSize));
  // a failure has no count to show: "共 0 条" above a failure panel would be wrong
  const failed = ((isError || noAnswer) && !data) || deviceSearch;
  const beyondLast = !!answer && !isPlaceholderData && total > 0 && search.page > pages;
  const cards = useFirstViewportCards(data?.records ?? [], { top: LIST_CARDS_TOP });
  const clamp = useEffectEvent((page: number) => onClampPage?.(page));
  useEffect(() => {
    if (beyondLast) clamp(pages);
  }, [beyondLast, pages]);

  // not QueryBody: the list keeps its results through a failed refresh and falls back to the device's copy
  return (
    <section aria-labelledby="result-heading" aria-busy={isFetching || undefined} className={classes.section}>
      <Group justify="space-between" gap="sm" className={classes.toolbar}>
        <Title order={2} id="result-heading" className={classes.count} aria-live="polite">
          {failed
            ? t('deviceSearch.listHeading')
            : fromDevice
              ? fromDevice.say('heading', { n: total })
              : isPending && !data
                ? t('common.loading')
                : search.keyword
                  ? t('list.resultKeyword', { keyword: search.keyword, n: total })
                  : t('list.result', { n: total })}
        </Title>
        <SortControl
          value={search.orderModel}
          onChange={(orderModel: OrderModel) => onChange({ orderModel, page: 1 })}
        />
      </Group>

      {fromDevice && (
        <Alert color="yellow" variant="light" mb="sm" data-testid="stored-subset">
          <Text fz="sm">{fromDevice.say('note', { time: formatSavedTime(fromDevice.oldest, lang) })}</Text>
          {(search.orderModel === 2 || search.orderModel === 3) && (
            <Text fz="sm">{fromDevice.say('noteOrder')}</Text>
          )}
        </Alert>
      )}
      {deviceSearch ? (
        <Suspense fallback={<PolicyCardSkeleton />}>
          <DeviceSearchResults
            keyword={search.keyword}
            online={online}
            searching={isFetching}
            onSearchOnline={() => void refetch()}
          />
        </Suspense>
      ) : (isError || noAnswer) && !data ? (
        <LoadError
          error={error}
          title={t('list.loadFailed')}
          onRetry={() => void refetch()}
          offlineExtra={
            <>
              {stored && (
                <Text fz="sm" data-testid="stored-none">
                  {stored.say('none')}
                </Text>
              )}
              <OfflinePages page={search.page} saved={heldPages} onOpen={(page) => onChange({ page })} />
            </>
          }
        />
      ) : !data || beyondLast ? (
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, i) => (
            <PolicyCardSkeleton key={i} />
          ))}
        </Stack>
      ) : data.records.length === 0 ? (
        <EmptyState
          className={classes.empty}
          icon={<FileIcon size={40} />}
          withIndicatorBackground
          title={t('list.empty')}
          description={t('list.emptyHint')}
        >
          <EmptyState.Actions>
            <Button variant="default" onClick={onClear}>
              {t('list.clear')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="sm" className={classes.list} data-stale={isPlaceholderData || undefined}>
          {cards.shown.map((policy) => (
            <PolicyCard
              key={policy.id}
              policy={policy}
              headingOrder={3}
              actions={cardActions?.(policy)}
              marks={cardMarks?.(policy)}
            />
          ))}
          {cards.placeholder}
        </Stack>
      )}

      {data && total > 0 && (
        <Group justify="space-between" gap="md" mt="lg" className={classes.pager}>
          <Text fz="sm" c="dark.6">
            {t('common.total', { n: total })} ·{' '}
            {t('list.pageInfo', { page: Math.min(search.page, pages), pages })}
          </Text>
          <Group gap="sm">
            <NativeSelect
              aria-label={t('list.pageSize')}
              size="sm"
              value={String(search.pageSize)}
              onChange={(e) => onChange({ pageSize: Number(e.currentTarget.value) as PageSize, page: 1 })}
              data={PAGE_SIZES.map((n) => ({ value: String(n), label: t('list.pageSizeOption', { n }) }))}
            />
            <Pagination
              total={pages}
              value={Math.min(search.page, pages)}
              onChange={(page) => onChange({ page })}
              siblings={1}
              boundaries={1}
              getControlProps={(control) => ({ 'aria-label': t(PAGER_LABELS[control]) })}
              aria-label={t('list.pagination')}
            />
          </Group>
        </Group>
      )}
    </section>
  );
}
