import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyPanel, LoadError, ListSkeleton } from './query-states';

interface Props<T> {
  query: UseQueryResult<T>;
  /** skeleton rows and their height while the first answer loads */
  rows?: number;
  height?: number;
  /** the view while the first answer loads when rows do not fit: a placeholder of the layout to come, an inline spinner */
  loading?: ReactNode;
  /** the failure alert's title, naming what failed (by the error, when its kind picks the words) */
  errorTitle?: string | ((error: Error) => string);
  /** the failure in a space too small for the alert; the retry is then the screen's own control */
  failed?: ReactNode;
  /** offline: what the device holds of this screen (shown in the offline panel) */
  offlineExtra?: ReactNode;
  /** with `isEmpty`: an answer with nothing in it shows the empty panel with this message */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * One read's faces: skeleton rows (or the given loading view) while it loads, the failure with a retry,
 * the empty panel when the answer holds nothing (given `isEmpty`), or its data.
 */
export function QueryBody<T>({
  query,
  rows,
  height,
  loading,
  errorTitle,
  failed,
  offlineExtra,
  empty,
  isEmpty,
  children,
}: Props<T>) {
  if (query.isPending) return loading ?? <ListSkeleton rows={rows} height={height} />;
  if (query.isError) {
    if (failed !== undefined) return failed;
    return (
      <LoadError
        error={query.error}
        title={typeof errorTitle === 'function' ? errorTitle(query.error) : errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        offlineExtra={offlineExtra}
      />
    );
  }
  if (isEmpty?.(query.data)) return <EmptyPanel message={empty} />;
  return children(query.data);
}
