import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/language';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { statisticsQueries } from '../../../shared/api/statistics-queries';
import { useFormat } from '../../../shared/format/use-format';
import classes from './statistics-cards.module.css';

interface Figure {
  key: 'total' | 'apply' | 'free' | 'visits';
  label: MessageKey;
  value: string;
}

/** Cumulative payout and visits: in Chinese amounts in 亿元 and visits in 万次, in English whole amounts. */
export function StatisticsCards({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const f = useFormat();
  const { data, isPending, isError, refetch } = useQuery(statisticsQueries.summary());

  // not QueryBody: first-screen tiles whose room is kept while they load, and a one-line failure
  if (isError) {
    return (
      <Group justify="center" gap="xs" className={classes.failed}>
        <Text fz="sm" c="dark.6">
          {t('stats.loadFailed')}
        </Text>
        <Text
          component="button"
          type="button"
          fz="sm"
          c="gov.8"
          className={classes.retry}
          onClick={() => void refetch()}
        >
          {t('common.retry')}
        </Text>
      </Group>
    );
  }

  const figures: Figure[] = data
    ? [
        { key: 'total', label: 'stats.total', value: f.inUnit(data.total * 10000, 'hundredMillion') },
        { key: 'apply', label: 'stats.apply', value: f.inUnit(data.applyAmount * 10000, 'hundredMillion') },
        { key: 'free', label: 'stats.free', value: f.inUnit(data.freeAmount * 10000, 'hundredMillion') },
        { key: 'visits', label: 'stats.visits', value: f.countInTenThousands(data.homePageCount) },
      ]
    : [];

  return (
    <div>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={compact ? 'sm' : 'md'}>
        {isPending
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={compact ? 72 : 96} radius="md" />)
          : figures.map((f) => (
              <Paper
                key={f.key}
                className={classes.card}
                data-compact={compact || undefined}
                data-stat={f.key}
                radius="md"
              >
                <Text className={classes.value} data-testid={`stat-${f.key}`}>
                  {f.value}
                </Text>
                <Text className={classes.label}>{t(f.label)}</Text>
              </Paper>
            ))}
      </SimpleGrid>
      {/* the figures are the city's, whatever county scope the policies below show */}
      <Text fz="xs" c="dark.6" mt={4} ta="right" data-testid="stats-scope">
        {t('stats.scopeCity')}
      </Text>
    </div>
  );
}
