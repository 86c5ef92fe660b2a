import { useQuery } from '@tanstack/react-query';
import { Button, Stack } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import { ConsultReplyBadge } from '../components/consult-reply-badge';
import { ConsultSection, ConsultThread } from '../components/consult-view';
import { DetailStates } from '../components/detail-states';
import { InfoList } from '../components/info-list';

const route = getRouteApi('/_portal/enterprise/consultDetail');

export function ConsultDetailPage() {
  const t = useT();
  const { id } = route.useSearch();
  const query = useQuery({ ...centreQueries.consultDetail(id), enabled: id !== '' });

  return (
    <DetailStates
      title={t('centre.consult.detailTitle')}
      id={id}
      query={query}
      backTo="/enterprise/myConsult"
      backLabel="centre.consult.backToList"
      actions={
        <Button component={Link} to="/enterprise/myConsult" variant="default" size="xs">
          {t('centre.consult.backToList')}
        </Button>
      }
    >
      {(c) => (
        <Stack gap="lg">
          <InfoList
            items={[
              {
                label: t('centre.consult.type'),
                value:
                  c.initiateType === '1'
                    ? t('centre.consult.typeMessage')
                    : t('centre.consult.typeSuggestion'),
              },
              { label: t('centre.consult.name'), value: c.initiateName },
              { label: t('centre.consult.phone'), value: c.initiatePhoneMasked },
              { label: t('centre.consult.time'), value: c.createTime },
              { label: t('centre.consult.state'), value: <ConsultReplyBadge replied={c.reply !== null} /> },
            ]}
          />
          <ConsultSection title={t('centre.consult.thread')}>
            <ConsultThread consult={c} />
          </ConsultSection>
        </Stack>
      )}
    </DetailStates>
  );
}
