// Counts, the pie chart with its text table, query times and the records button.
// its Mantine sheets come with it: the dialog may open before any other screen has loaded them
import '@mantine/core/styles/Table.layer.css';
import { useFormat } from '../../../shared/format/use-format';
import { lazy, Suspense } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { MatchCountsState } from '../lib/use-match-counts';
import { MATCH_TABS, countForModel } from '../lib/matching-model';
import { questionnaireNotice } from '../lib/questionnaire-notice';
import { PIE_SWATCHES } from './pie-swatches';
import classes from './match-overview.module.css';

const MatchPieChart = lazy(() => import('./match-pie-chart').then((m) => ({ default: m.MatchPieChart })));

interface MatchOverviewProps {
  state: MatchCountsState;
  /** shown for a logged-in person */
  onOpenRecords?: () => void;
}

export function MatchOverview({ state, onOpenRecords }: MatchOverviewProps) {
  const t = useT();
  const fmt = useFormat();
  // not QueryBody: the counts are one state made of two reads (use-match-counts), kept while either refreshes
  if (state.isPending && !state.counts) return <Skeleton height={150} radius="md" />;
  if (!state.counts) {
    return (
      <Alert color="orange" title={questionnaireNotice(state.error) ?? t('match.loadFailed')}>
        <Button size="xs" variant="white" onClick={state.retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const counts = state.counts;
  const labels = MATCH_TABS.map((tab) => t(tab.label)) as [string, string, string];
  return (
    <Group className={classes.root} gap="lg" align="center" wrap="wrap">
      <Suspense
        fallback={<Skeleton circle height={132} role="status" aria-label={t('match.chartLoading')} />}
      >
        <MatchPieChart counts={counts} labels={labels} />
      </Suspense>
      <Stack gap={6} className={classes.facts}>
        <Table
          className={classes.table}
          w="auto"
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing="xs"
        >
          <caption className={classes.caption}>{t('match.chartTitle')}</caption>
          <thead className={classes.srOnly}>
            <tr>
              <th scope="col">{t('match.chartCategory')}</th>
              <th scope="col">{t('match.chartCount')}</th>
            </tr>
          </thead>
          <tbody>
            {MATCH_TABS.map((tab, i) => (
              <tr key={tab.model}>
                <th scope="row" className={classes.rowHead}>
                  <span className={classes.swatch} style={{ background: PIE_SWATCHES[i] }} aria-hidden />
                  {t(tab.label)}
                </th>
                <td className={classes.count}>{countForModel(counts, tab.model)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Stack>
      {(state.queryTimes !== null || onOpenRecords) && (
        <Stack gap={8} className={classes.side}>
          {state.queryTimes !== null && (
            <Text size="sm">
              {fmt.label(t('match.queryTimes'))}
              <Text span fw={700} c="gov.8" data-testid="query-times">
                {state.queryTimes}
              </Text>
            </Text>
          )}
          {state.rewardMoney !== null && state.rewardMoney > 0 && (
            <Text size="sm">
              {fmt.label(t('match.rewardMoney'))}
              <Text span fw={700} c="gov.8">
                {fmt.inUnit(state.rewardMoney, 'tenThousand')}
              </Text>
            </Text>
          )}
          {onOpenRecords && (
            <Button size="xs" variant="outline" onClick={onOpenRecords} aria-haspopup="dialog">
              {t('match.records')}
            </Button>
          )}
        </Stack>
      )}
    </Group>
  );
}
