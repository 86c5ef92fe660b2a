import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { CentrePage } from './centre-page';
import { NotFoundPanel } from './not-found-panel';
import { LoadError, LoadingRows } from './query-states';

interface Props<T> {
  title: string;
  id: string;
  query: UseQueryResult<T>;
  backTo: string;
  backLabel: MessageKey;
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}

const isMissing = (error: unknown) => isApiError(error) && (error.code === '404' || error.status === 404);

/** A detail screen by id: a bad or unknown id gets a friendly "not found" panel, not an error. */
export function DetailStates<T>({ title, id, query, backTo, backLabel, actions, children }: Props<T>) {
  if (id === '' || (query.isError && isMissing(query.error))) {
    return <NotFoundPanel title={title} backTo={backTo} backLabel={backLabel} />;
  }
  return (
    <CentrePage title={title} actions={actions}>
      {query.isPending ? (
        <LoadingRows rows={6} height={36} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children(query.data)
      )}
    </CentrePage>
  );
}
