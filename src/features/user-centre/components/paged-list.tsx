import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { PageSearch } from '../lib/search-params';
import { Pager } from '../../../shared/ui/pager';
import { EmptyPanel, LoadError, ListSkeleton } from '../../../shared/ui/query-states';

interface PageData<Row> {
  records: Row[];
  total: number;
}

interface Props<Row> {
  query: UseQueryResult<PageData<Row>>;
  search: PageSearch;
  onSearch: (next: PageSearch) => void;
  empty: MessageKey;
  emptyAction?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/** Loading, error, empty and paged states of a user-centre list, the same on every screen. */
export function PagedList<Row>({ query, search, onSearch, empty, emptyAction, children }: Props<Row>) {
  const t = useT();
  if (query.isPending) return <ListSkeleton rows={Math.min(search.pageSize, 6)} />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { records, total } = query.data;
  if (records.length === 0 && total > 0) {
    // a page past the end (an old link, or the last row was removed): offer the first page
    return (
      <EmptyPanel message={t('centre.pageBeyondEnd')}>
        <Button variant="outline" size="xs" onClick={() => onSearch({ page: 1, pageSize: search.pageSize })}>
          {t('centre.firstPage')}
        </Button>
      </EmptyPanel>
    );
  }
  if (records.length === 0) return <EmptyPanel message={t(empty)}>{emptyAction}</EmptyPanel>;
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {children(records)}
      <Pager page={search.page} pageSize={search.pageSize} total={total} onChange={onSearch} />
    </Stack>
  );
}
