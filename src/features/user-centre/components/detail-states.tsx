import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';
import { CentrePage } from './centre-page';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import { LoadError, ListSkeleton, isNotFound } from '../../../shared/ui/query-states';

interface Props<T> {
  title: string;
  id: string;
  query: UseQueryResult<T>;
  backTo: LinkProps['to'];
  backLabel: MessageKey;
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A detail screen by id: a bad or unknown id gets a friendly "not found" panel, not an error. */
export function DetailStates<T>({ title, id, query, backTo, backLabel, actions, children }: Props<T>) {
  const t = useT();
  if (id === '' || (query.isError && isNotFound(query.error))) {
    return (
      <NotFoundPanel
        title={title}
        body={t('centre.notFound')}
        back={{ to: backTo, label: t(backLabel) }}
        withHome={false}
      />
    );
  }
  return (
    <CentrePage title={title} actions={actions}>
      {query.isPending ? (
        <ListSkeleton rows={6} height={36} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children(query.data)
      )}
    </CentrePage>
  );
}
