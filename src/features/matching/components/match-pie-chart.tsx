// Lazy-loaded: recharts is only fetched when the counts are shown.
import '@mantine/charts/styles.layer.css';
import { PieChart } from '@mantine/charts';
import type { MatchCounts } from '../lib/matching-model';

export const PIE_COLORS = ['gov.7', 'orange.6', 'gray.5'] as const;

/** The chart is decorative: the table beside it carries the same numbers for screen readers. */
export function MatchPieChart({ counts, labels }: { counts: MatchCounts; labels: [string, string, string] }) {
  const values = [counts.accurate, counts.probably, counts.mismatching];
  const data = values.map((value, i) => ({ name: labels[i]!, value, color: PIE_COLORS[i]! }));
  const empty = values.every((v) => v === 0);
  return (
    <div aria-hidden inert data-testid="match-pie">
      <PieChart
        data={empty ? [{ name: '', value: 1, color: 'gray.2' }] : data}
        size={132}
        withTooltip={!empty}
        tooltipDataSource="segment"
        strokeWidth={values.filter((v) => v > 0).length > 1 ? 1 : 0}
        accessibilityLayer={false}
        pieProps={{ rootTabIndex: -1 }}
      />
    </div>
  );
}
