import { Group, Text } from '@mantine/core';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { ConsultPage } from '../api/centre-api';
import { useFormat } from '../../../shared/format/use-format';
import { CentrePage } from '../components/centre-page';
import { ConsultReplyBadge } from '../components/consult-reply-badge';
import { PagedTable, usePagedQuery, type ListScreenProps } from '../components/paged-list';
import type { Column } from '../components/responsive-table';

type Row = ConsultPage['records'][number];

export function MyConsultPage(props: ListScreenProps) {
  const t = useT();
  const f = useFormat();
  const list = usePagedQuery(props, centreQueries.consults);

  const columns: Column<Row>[] = [
    {
      key: 'content',
      label: t('centre.consult.content'),
      primary: true,
      render: (r) => (
        <Text span lineClamp={2} inherit lang="zh-CN">
          {r.initiateContent}
        </Text>
      ),
    },
    {
      key: 'type',
      label: t('centre.consult.type'),
      width: 90,
      render: (r) =>
        r.initiateType === '1' ? t('centre.consult.typeMessage') : t('centre.consult.typeSuggestion'),
    },
    { key: 'time', label: t('centre.consult.time'), width: 170, render: (r) => f.dateTime(r.createTime) },
    {
      key: 'state',
      label: t('centre.consult.state'),
      width: 100,
      render: (r) => <ConsultReplyBadge replied={r.reply !== null} />,
    },
    {
      key: 'action',
      label: t('centre.action'),
      width: 150,
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <AnchorLink to="/enterprise/consultDetail" search={{ id: r.id }} size="sm" c="gov.8">
            {t('centre.viewDetail')}
          </AnchorLink>
          <AnchorLink to="/enterprise/listConsultDetail" search={{ id: r.id }} size="sm" c="gov.8">
            {t('centre.consult.viewThread')}
          </AnchorLink>
        </Group>
      ),
    },
  ];

  return (
    <CentrePage title={t('user.myConsult')} intro={t('centre.consult.intro')}>
      <PagedTable list={list} empty="centre.consult.empty" columns={columns} caption={t('user.myConsult')} />
    </CentrePage>
  );
}
