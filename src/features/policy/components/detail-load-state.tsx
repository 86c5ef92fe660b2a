import { Container, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/language';
import { DetailSkeleton } from './detail-skeleton';
import { LoadError } from './load-error';
import { NotFoundPanel } from './not-found-panel';

/**
 * What a policy screen shows before it has its policy: a missing id, an unknown policy (404),
 * a failed load with retry, or the skeleton. Null once the data is there.
 */
export function DetailLoadState({ id, query }: { id: string; query: UseQueryResult<unknown, Error> }) {
  const t = useT();
  if (id === '') return <NotFoundPanel message={t('detail.missingId')} />;
  const { data, isError, error, isPending, refetch } = query;
  if (isError && !data) {
    if (isApiError(error) && error.code === '404') return <NotFoundPanel message={error.message} />;
    return (
      <Container size="md" py="xl">
        <Title order={1} fz={22} mb="md">
          {t('detail.loadFailed')}
        </Title>
        <LoadError message={t('detail.loadFailed')} detail={error.message} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return isPending ? <DetailSkeleton /> : null;
}
