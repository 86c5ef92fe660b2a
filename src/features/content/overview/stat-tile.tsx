import { Paper, Skeleton, Text } from '@mantine/core';

interface StatTileProps {
  label: string;
  value: string | null;
  note?: string;
}

/** One figure of the overview; null while loading. */
export function StatTile({ label, value, note }: StatTileProps) {
  return (
    <Paper withBorder radius="sm" p="md" bg="gov.0" style={{ borderColor: 'var(--mantine-color-gov-1)' }}>
      <Text fz="sm" c="dark.6">
        {label}
      </Text>
      {value === null ? (
        <Skeleton height={30} mt={6} width="60%" />
      ) : (
        <Text fz={28} fw={700} c="gov.8" lh={1.3} mt={4}>
          {value}
        </Text>
      )}
      {note && (
        <Text fz="xs" c="dark.5" mt={2}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
