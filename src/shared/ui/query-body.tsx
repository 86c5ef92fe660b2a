import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyPanel, LoadError, ListSkeleton } from './query-states';

interface Props<T> {
  query: UseQueryResult<T>;
  /** skeleton rows and their height while the first answer loads */
  rows?: number;
  height?: number;
  /** with `isEmpty`: an answer with nothing in it shows the empty panel with this message */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * One read's faces: skeleton rows while it loads, the failure with a retry, the empty panel when the
 * answer holds nothing (given `isEmpty`), or its data.
 */
export function QueryBody<T>({ query, rows, height, empty, isEmpty, children }: Props<T>) {
  if (query.isPending) return <ListSkeleton rows={rows} height={height} />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (isEmpty?.(query.data)) return <EmptyPanel message={empty} />;
  return children(query.data);
}
