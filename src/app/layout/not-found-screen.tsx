import { Container } from '@mantine/core';
import { useT } from '../../shared/i18n/language';
import { NotFoundPanel } from '../../shared/ui/not-found-panel';

export function NotFoundScreen() {
  const t = useT();
  return (
    <Container size="sm" py={64}>
      <NotFoundPanel
        title={t('notFound.title')}
        body={t('notFound.body')}
        back={{ to: '/policyList', label: t('notFound.search') }}
      />
    </Container>
  );
}
