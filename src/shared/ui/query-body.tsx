import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, ListSkeleton } from './query-states';

interface Props<T> {
  query: UseQueryResult<T>;
  /** skeleton rows and their height while the first answer loads */
  rows?: number;
  height?: number;
  children: (data: T) => ReactNode;
}

/** One read's three faces: skeleton rows while it loads, the failure with a retry, or its data. */
export function QueryBody<T>({ query, rows, height, children }: Props<T>) {
  if (query.isPending) return <ListSkeleton rows={rows} height={height} />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return children(query.data);
}
