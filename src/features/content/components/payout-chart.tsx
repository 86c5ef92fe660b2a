// Lazy chunk: recharts and the chart styles load only when the overview screen shows its chart.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { twoDecimals } from '../../../shared/format/money';

export interface PayoutSlice {
  name: string;
  /** 亿元 */
  value: number;
  color: string;
}

interface PayoutChartProps {
  slices: PayoutSlice[];
  /** chart descriptions for assistive technology; the table below carries the figures */
  donutLabel: string;
  barLabel: string;
  unit: string;
}

export function PayoutChart({ slices, donutLabel, barLabel, unit }: PayoutChartProps) {
  const format = (v: number) => `${twoDecimals(v)} ${unit}`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Box role="img" aria-label={donutLabel}>
        <DonutChart
          data={slices}
          size={200}
          thickness={34}
          withLabelsLine
          withLabels
          withLegend
          labelsType="percent"
          valueFormatter={format}
          mx="auto"
          h={240}
        />
        <Text ta="center" fz="sm" c="dark.6" aria-hidden>
          {donutLabel}
        </Text>
      </Box>
      <Box role="img" aria-label={barLabel}>
        <BarChart
          h={240}
          data={slices.map((s) => ({ type: s.name, amount: s.value }))}
          dataKey="type"
          series={[{ name: 'amount', label: unit, color: 'gov.7' }]}
          valueFormatter={format}
          withBarValueLabel
          gridAxis="y"
          tickLine="none"
          yAxisProps={{ tickFormatter: (v: number) => v.toFixed(0), width: 40 }}
        />
        <Text ta="center" fz="sm" c="dark.6" aria-hidden>
          {barLabel}
        </Text>
      </Box>
    </SimpleGrid>
  );
}
