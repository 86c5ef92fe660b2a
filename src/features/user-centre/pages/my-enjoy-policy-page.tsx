import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { EnjoyPage } from '../api/centre-api';
import { useFormat } from '../../../shared/format/use-format';
import { serverText } from '../../../shared/ui/server-text';
import { ReceiptTimeline } from '../../../shared/ui/receipt-timeline';
import { CentrePage } from '../components/centre-page';
import { PagedTable, usePagedQuery, type ListScreenProps } from '../components/paged-list';
import { moneyColumn, type Column } from '../components/responsive-table';

type Row = EnjoyPage['records'][number];

export function MyEnjoyPolicyPage(props: ListScreenProps) {
  const t = useT();
  const fmt = useFormat();
  const list = usePagedQuery(props, centreQueries.enjoys);
  const receipts = list.query.data?.receipts ?? [];

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
              {data && data.yearTotals.length > 0 && (
                <Group gap="lg" wrap="wrap" mt="sm" data-testid="enjoy-years">
                  <Text size="sm" c="dark.6">
                    {t('centre.enjoy.byYear')}
                  </Text>
                  {data.yearTotals.map((y) => (
                    <Text key={y.year} size="sm" data-testid="enjoy-year" data-year={y.year}>
                      <Text span fw={600}>
                        {t('centre.enjoy.year', { year: y.year })}
                      </Text>{' '}
                      <span data-nowrap>
                        {t('centre.enjoy.yearLine', {
                          count: fmt.number(y.count),
                          amount: fmt.money(y.total),
                        })}
                      </span>
                    </Text>
                  ))}
                </Group>
              )}
            </Paper>
          );
        }}
      />
      {receipts.length > 0 && (
        <section aria-labelledby="receipts-in-progress" data-testid="enjoy-receipts">
          <Title order={2} fz="md" mt="xl" mb={4} id="receipts-in-progress">
            {t('centre.enjoy.inProgress')}
          </Title>
          <Text size="sm" c="dark.6" mb="md">
            {t('centre.enjoy.inProgressIntro')}
          </Text>
          <Stack gap="lg">
            {receipts.map((r) => (
              <Paper key={r.id} withBorder radius="md" p="md" data-testid="enjoy-receipt">
                <Title order={3} fz="sm" mb="sm">
                  {r.policyId ? (
                    <AnchorLink to="/policyDetail" search={{ id: r.policyId, isApply: false }} c="gov.8">
                      <span lang="zh-CN">{r.policyName}</span>
                    </AnchorLink>
                  ) : (
                    serverText(r.policyName)
                  )}
                </Title>
                <ReceiptTimeline receipt={r} />
              </Paper>
            ))}
          </Stack>
        </section>
      )}
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
