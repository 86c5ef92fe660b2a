import { Group, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { AnchorLink } from '../../../shared/ui/router-links';
import { centreQueries } from '../api/centre-queries';
import type { ConsultFull as ConsultDetail } from '../api/centre-api';
import { ConsultReplyBadge } from '../components/consult-reply-badge';
import { ConsultSection, ConsultThread } from '../components/consult-view';
import { DetailStates } from '../components/detail-states';
import { InfoList } from '../components/info-list';

/**
 * One consultation. 'particulars' (consultDetail) lists who asked, when and the state, then the thread;
 * 'thread' (listConsultDetail, opened from a list) shows the whole conversation first, the particulars one click away.
 */
export function ConsultDetailPage({ id, view }: { id: string; view: 'particulars' | 'thread' }) {
  const t = useT();
  return (
    <DetailStates
      title={t(view === 'thread' ? 'centre.consult.threadTitle' : 'centre.consult.detailTitle')}
      id={id}
      options={centreQueries.consultDetail(id)}
      backTo="/enterprise/myConsult"
      backLabel="centre.consult.backToList"
    >
      {(c) => (view === 'thread' ? <ThreadFirst consult={c} /> : <Particulars consult={c} />)}
    </DetailStates>
  );
}

function typeLabel(consult: ConsultDetail, t: ReturnType<typeof useT>): string {
  return consult.initiateType === '1' ? t('centre.consult.typeMessage') : t('centre.consult.typeSuggestion');
}

function Particulars({ consult: c }: { consult: ConsultDetail }) {
  const t = useT();
  return (
    <>
      <InfoList
        items={[
          { label: t('centre.consult.type'), value: typeLabel(c, t) },
          { label: t('centre.consult.name'), value: c.initiateName },
          { label: t('centre.consult.phone'), value: c.initiatePhoneMasked },
          { label: t('centre.consult.time'), value: c.createTime },
          { label: t('centre.consult.state'), value: <ConsultReplyBadge replied={c.reply !== null} /> },
        ]}
      />
      <ConsultSection title={t('centre.consult.thread')}>
        <ConsultThread consult={c} />
      </ConsultSection>
    </>
  );
}

function ThreadFirst({ consult: c }: { consult: ConsultDetail }) {
  const t = useT();
  return (
    <>
      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <ConsultReplyBadge replied={c.reply !== null} />
          <Text size="sm" c="dark.5">
            {typeLabel(c, t)} · {c.createTime}
          </Text>
        </Group>
        <AnchorLink to="/enterprise/consultDetail" search={{ id: c.id }} size="sm" c="gov.8">
          {t('centre.consult.viewParticulars')}
        </AnchorLink>
      </Group>
      <ConsultThread consult={c} />
    </>
  );
}
