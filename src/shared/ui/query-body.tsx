import type { ReactNode } from 'react';
import { EmptyPanel, LoadError, ListSkeleton } from './query-states';

/**
 * A read as QueryBody shows it: a server query (React Query's result) or what the device holds (a device view
 * read with useDeviceStore). Both say where they stand, carry their data and can be asked again.
 */
export interface Reading<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  /** why it failed, when known (a device read keeps no error) */
  error?: unknown;
  isFetching?: boolean;
  refetch: () => Promise<unknown>;
}

interface Props<T> {
  query: Reading<T>;
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
  if (query.status === 'pending') return loading ?? <ListSkeleton rows={rows} height={height} />;
  if (query.status === 'error') {
    if (failed !== undefined) return failed;
    return (
      <LoadError
        error={query.error}
        title={typeof errorTitle === 'function' ? errorTitle(toError(query.error)) : errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        offlineExtra={offlineExtra}
      />
    );
  }
  // a successful read holds its data (React Query and device views alike)
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyPanel message={empty} />;
  return children(data);
}

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
