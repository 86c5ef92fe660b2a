import type { ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { EnjoyPage } from '../api/centre-api';
import { useFormat } from '../../../shared/format/use-format';
import { serverText } from '../../../shared/ui/server-text';
import { CentrePage } from '../components/centre-page';
import { PagedTable, usePagedQuery, type ListScreenProps } from '../components/paged-list';
import { moneyColumn, type Column } from '../components/responsive-table';

type Row = EnjoyPage['records'][number];

export function MyEnjoyPolicyPage(props: ListScreenProps) {
  const t = useT();
  const fmt = useFormat();
  const list = usePagedQuery(props, centreQueries.enjoys);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      label: t('centre.enjoy.policy'),
      primary: true,
      render: (r) =>
        r.policyId ? (
          <AnchorLink to="/policyDetail" search={{ id: r.policyId, isApply: false }} c="gov.8" fw={500}>
            <span lang="zh-CN">{r.policyName}</span>
          </AnchorLink>
        ) : (
          serverText(r.policyName)
        ),
    },
    moneyColumn('money', t('centre.enjoy.amount'), 150, (r) => r.rewardMoney),
    { key: 'time', label: t('centre.enjoy.payTime'), width: 180, render: (r) => fmt.dateTime(r.payTime) },
  ];

  return (
    <CentrePage title={t('user.myEnjoyPolicy')} intro={t('centre.enjoy.intro')}>
      <PagedTable
        list={list}
        empty="centre.enjoy.empty"
        columns={columns}
        caption={t('user.myEnjoyPolicy')}
        above={(rows) => {
          const pageSum = rows.reduce((sum, r) => sum + r.rewardMoney, 0);
          const data = list.query.data;
          // everything received: the server's sum over all pages; one page holding every record is its own sum
          const total = data?.rewardMoneyTotal ?? (data && data.total <= rows.length ? pageSum : null);
          return (
            <Paper bg="gov.0" radius="md" p="md">
              <Group gap="xl" wrap="wrap">
                <Figure label={t('centre.enjoy.count')} testId="enjoy-count">
                  {data?.total ?? 0}
                </Figure>
                {total !== null && (
                  <Figure label={t('centre.enjoy.total')} testId="enjoy-total">
                    {fmt.inUnit(total, 'tenThousand')}
                  </Figure>
                )}
                <Figure label={t('centre.enjoy.pageSum')} testId="enjoy-page-sum" secondary>
                  {fmt.inUnit(pageSum, 'tenThousand')}
                </Figure>
              </Group>
            </Paper>
          );
        }}
      />
    </CentrePage>
  );
}

function Figure({
  label,
  testId,
  secondary,
  children,
}: {
  label: string;
  testId: string;
  secondary?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" c="dark.6">
        {label}
      </Text>
      <Text
        fz={secondary ? 16 : 22}
        fw={700}
        c={secondary ? 'dark.7' : 'gov.8'}
        data-testid={testId}
        data-nowrap
      >
        {children}
      </Text>
    </div>
  );
}
