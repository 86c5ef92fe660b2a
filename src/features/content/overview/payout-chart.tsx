// Lazy chunk: recharts and the chart styles load only when the overview screen shows its chart.
import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, SimpleGrid, Text } from '@mantine/core';
// the legend's swatches are Mantine ColorSwatch elements, styled by this sheet
import '@mantine/core/styles/ColorSwatch.layer.css';

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
  /** series name of the bar chart */
  unit: string;
  /** a value in 亿元 as the reader's language writes it (shared/format) */
  format: (yi: number) => string;
}

export function PayoutChart({ slices, donutLabel, barLabel, unit, format }: PayoutChartProps) {
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
          yAxisProps={{ tickFormatter: (v: number) => format(v), width: 72 }}
        />
        <Text ta="center" fz="sm" c="dark.6" aria-hidden>
          {barLabel}
        </Text>
      </Box>
    </SimpleGrid>
  );
}
