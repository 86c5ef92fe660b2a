import { lazy, Suspense } from 'react';
import { Box, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import { statisticsQueries } from '../../../shared/api/statistics-queries';
import { overviewQueries } from './overview-api';
import { ContentPage } from '../../../shared/ui/content-page';
import { useFormat } from '../../../shared/format/use-format';
import { StatTile } from './stat-tile';
import { LoadError } from '../../../shared/ui/query-states';
import { QueryBody } from '../../../shared/ui/query-body';

const PayoutChart = lazy(() =>
  import('./payout-chart').then((m) => ({ default: m.PayoutChart })),
);

export function OverviewPage() {
  const t = useT();
  const stats = useQuery(statisticsQueries.summary());
  const reward = useQuery(overviewQueries.rewardCount());
  const failed = [stats, reward].filter((q) => q.isError);
  const s = stats.data;
  const slices = s
    ? [
        { name: t('content.overview.applyType'), value: s.applyAmount / 10000, color: 'gov.7' },
        { name: t('content.overview.freeType'), value: s.freeAmount / 10000, color: 'orange.6' },
      ]
    : [];
  const f = useFormat();
  const share = (v: number) => (s ? f.percent(v, s.total) : '—');
  const yi = (tenThousands: number) => f.inUnit(tenThousands * 10000, 'hundredMillion');
  const visits = s?.homePageCount;

  return (
    <ContentPage title={t('content.overview.title')} lead={t('content.overview.lead')}>
      {failed.length > 0 && (
        <Box mb="md">
          <LoadError error={failed[0]?.error} onRetry={() => failed.forEach((q) => void q.refetch())} />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatTile label={t('content.stats.total')} value={s ? yi(s.total) : stats.isError ? '—' : null} />
        <StatTile
          label={t('content.stats.apply')}
          value={s ? yi(s.applyAmount) : stats.isError ? '—' : null}
        />
        <StatTile label={t('content.stats.free')} value={s ? yi(s.freeAmount) : stats.isError ? '—' : null} />
        <StatTile
          label={t('content.stats.visits')}
          value={visits !== undefined ? f.countInTenThousands(visits) : stats.isError ? '—' : null}
        />
        <StatTile
          label={t('content.overview.policyCount')}
          value={s ? String(s.policyCount) : stats.isError ? '—' : null}
        />
        <StatTile
          label={t('content.overview.applyCount')}
          value={reward.data ? f.number(reward.data.applyCount) : reward.isError ? '—' : null}
          note={
            reward.data?.rewardMoneyStr
              ? t('content.overview.rewardNote', { amount: f.money(reward.data.rewardMoney * 10000) })
              : undefined
          }
        />
      </SimpleGrid>

      <Title order={2} fz="lg" mt={40} mb="md">
        {t('content.overview.byType')}
      </Title>
      <QueryBody
        query={stats}
        loading={<Skeleton height={260} />}
        // the failure and its retry are the alert at the top of the page
        failed={<Text c="dark.6">{t('common.loadFailed')}</Text>}
      >
        {(s) => (
          <Stack gap="lg">
            <Suspense fallback={<Skeleton height={260} />}>
              <PayoutChart
                slices={slices}
                unit={t('content.overview.unitYi')}
                format={(yiValue) => f.inUnit(yiValue * 100_000_000, 'hundredMillion')}
                donutLabel={t('content.overview.donutLabel', {
                  apply: share(s.applyAmount),
                  free: share(s.freeAmount),
                })}
                barLabel={t('content.overview.barLabel', {
                  apply: f.money(s.applyAmount * 10000),
                  free: f.money(s.freeAmount * 10000),
                })}
              />
            </Suspense>
            <Table withTableBorder withColumnBorders striped fz="sm">
              <Table.Caption>{t('content.overview.tableCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('content.overview.type')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('content.overview.amountYi')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('content.overview.share')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t('content.overview.applyType')}</Table.Th>
                  <Table.Td ta="right">{yi(s.applyAmount)}</Table.Td>
                  <Table.Td ta="right">{share(s.applyAmount)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('content.overview.freeType')}</Table.Th>
                  <Table.Td ta="right">{yi(s.freeAmount)}</Table.Td>
                  <Table.Td ta="right">{share(s.freeAmount)}</Table.Td>
                </Table.Tr>
                <Table.Tr fw={700}>
                  <Table.Th scope="row">{t('content.overview.sum')}</Table.Th>
                  <Table.Td ta="right">{yi(s.total)}</Table.Td>
                  <Table.Td ta="right">100%</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </QueryBody>
      <Text fz="xs" c="dark.5" mt="lg">
        {t('content.overview.note')}
      </Text>
    </ContentPage>
  );
}
