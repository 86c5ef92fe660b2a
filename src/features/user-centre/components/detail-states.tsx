import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';
import { CentrePage } from './centre-page';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import { isNotFound } from '../../../shared/ui/query-states';
import { QueryBody } from '../../../shared/ui/query-body';

interface Props<T> {
  title: string;
  id: string;
  query: UseQueryResult<T>;
  backTo: LinkProps['to'];
  backLabel: MessageKey;
  children: (data: T) => ReactNode;
}

/** A detail screen by id with a way back to its list: a bad or unknown id gets a friendly "not found" panel. */
export function DetailStates<T>({ title, id, query, backTo, backLabel, children }: Props<T>) {
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
    <CentrePage
      title={title}
      actions={
        <Button component={Link} to={backTo} variant="default" size="xs">
          {t(backLabel)}
        </Button>
      }
    >
      <QueryBody query={query} rows={6} height={36}>
        {children}
      </QueryBody>
    </CentrePage>
  );
}
