import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { keepPreviousData, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { PageSearch } from '../../../shared/routing/search-schemas';
import { Pager } from '../../../shared/ui/pager';
import { EmptyPanel } from '../../../shared/ui/query-states';
import { QueryBody } from '../../../shared/ui/query-body';
import { ResponsiveTable, type Column } from './responsive-table';

interface PageData<Row> {
  records: Row[];
  total: number;
}

/** What a centre list screen gets from its route file: the validated page and a way to change it. */
export interface ListScreenProps {
  search: PageSearch;
  onSearchChange: (next: PageSearch) => void;
}

/** The page of a centre list named by the URL, the previous page kept on screen while the next loads. */
export function usePagedQuery<Data extends PageData<unknown>, Key extends readonly unknown[]>(
  { search, onSearchChange }: ListScreenProps,
  options: (search: PageSearch) => UseQueryOptions<Data, Error, Data, Key>,
) {
  const query = useQuery({ ...options(search), placeholderData: keepPreviousData });
  return { query, search, onSearch: onSearchChange };
}

interface Props<Row> {
  list: { query: UseQueryResult<PageData<Row>>; search: PageSearch; onSearch: (next: PageSearch) => void };
  empty: MessageKey;
  emptyAction?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/** Loading, error, empty and paged states of a user-centre list, the same on every screen. */
export function PagedList<Row>({
  list: { query, search, onSearch },
  empty,
  emptyAction,
  children,
}: Props<Row>) {
  const t = useT();
  return (
    <QueryBody query={query} rows={Math.min(search.pageSize, 6)}>
      {({ records, total }) => {
        if (records.length === 0 && total > 0) {
          // a page past the end (an old link, or the last row was removed): offer the first page
          return (
            <EmptyPanel message={t('centre.pageBeyondEnd')}>
              <Button
                variant="outline"
                size="xs"
                onClick={() => onSearch({ page: 1, pageSize: search.pageSize })}
              >
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
      }}
    </QueryBody>
  );
}

interface TableProps<Row> extends Omit<Props<Row>, 'children'> {
  columns: Column<Row>[];
  /** the table's accessible name */
  caption: string;
  /** shown above the table, for a summary of the page */
  above?: (rows: Row[]) => ReactNode;
}

/** A paged centre list shown as a table (cards on phones), one row per record id. */
export function PagedTable<Row extends { id: string }>({
  columns,
  caption,
  above,
  ...list
}: TableProps<Row>) {
  return (
    <PagedList {...list}>
      {(rows) => (
        <>
          {above?.(rows)}
          <ResponsiveTable rows={rows} columns={columns} rowKey={(r) => r.id} caption={caption} />
        </>
      )}
    </PagedList>
  );
}
