import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import { ConsultReplyBadge } from '../components/consult-reply-badge';
import { ConsultThread } from '../components/consult-view';
import { DetailStates } from '../components/detail-states';

const route = getRouteApi('/_portal/enterprise/listConsultDetail');

/** A consultation opened from a list: the whole conversation first, the particulars one click away. */
export function ListConsultDetailPage() {
  const t = useT();
  const { id } = route.useSearch();
  const query = useQuery({ ...centreQueries.consultDetail(id), enabled: id !== '' });

  return (
    <DetailStates
      title={t('centre.consult.threadTitle')}
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
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <ConsultReplyBadge replied={c.reply !== null} />
              <Text size="sm" c="dark.5">
                {c.initiateType === '1'
                  ? t('centre.consult.typeMessage')
                  : t('centre.consult.typeSuggestion')}{' '}
                · {c.createTime}
              </Text>
            </Group>
            <AnchorLink to="/enterprise/consultDetail" search={{ id: c.id }} size="sm" c="gov.8">
              {t('centre.consult.viewParticulars')}
            </AnchorLink>
          </Group>
          <ConsultThread consult={c} />
        </Stack>
      )}
    </DetailStates>
  );
}
