import { Container, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/language';
import { DetailSkeleton } from './detail-skeleton';
import { LoadError } from '../../../shared/ui/query-states';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';

/**
 * What a policy screen shows before it has its policy: a missing id, an unknown policy (404),
 * a failed load with retry, or the skeleton. Null once the data is there.
 */
/** A policy that is not there, with the ways back to the list and home. */
function PolicyNotFound({ message }: { message?: string }) {
  const t = useT();
  return (
    <Container size="sm" py={56}>
      <NotFoundPanel
        title={message || t('detail.notFoundTitle')}
        body={t('detail.notFoundBody')}
        back={{ to: '/policyList', label: t('detail.list') }}
      />
    </Container>
  );
}

export function DetailLoadState({ id, query }: { id: string; query: UseQueryResult<unknown, Error> }) {
  const t = useT();
  if (id === '') return <PolicyNotFound message={t('detail.missingId')} />;
  const { data, isError, error, isPending, refetch } = query;
  if (isError && !data) {
    if (isApiError(error) && error.code === '404') return <PolicyNotFound message={error.message} />;
    return (
      <Container size="md" py="xl">
        <Title order={1} fz={22} mb="md">
          {t('detail.heading')}
        </Title>
        <LoadError error={error} title={t('detail.loadFailed')} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return isPending ? <DetailSkeleton /> : null;
}
