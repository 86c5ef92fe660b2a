import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Stack } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useT } from '../../../shared/i18n/language';
import { CentrePage } from './centre-page';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import { isNotFound } from '../../../shared/ui/query-states';
import { QueryBody } from '../../../shared/ui/query-body';

interface Props<T, K extends QueryKey> {
  title: string;
  id: string;
  /** the query of the record with this id (not sent while the id is empty) */
  options: UseQueryOptions<T, Error, T, K>;
  backTo: LinkProps['to'];
  backLabel: MessageKey;
  children: (data: T) => ReactNode;
}

/** A detail screen by id with a way back to its list: a bad or unknown id gets a friendly "not found" panel. */
export function DetailStates<T, K extends QueryKey>({ title, id, options, backTo, backLabel, children }: Props<T, K>) {
  const t = useT();
  const query = useQuery({ ...options, enabled: id !== '' });
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
        {(data) => <Stack gap="lg">{children(data)}</Stack>}
      </QueryBody>
    </CentrePage>
  );
}
