import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import classes from './policy-card.module.css';

export function PolicyCardSkeleton() {
  return (
    <Paper className={classes.card} radius="md" aria-hidden>
      <Stack gap={10} style={{ flex: 1 }}>
        <Group gap={6}>
          <Skeleton height={20} width={56} />
          <Skeleton height={20} width={56} />
        </Group>
        <Skeleton height={22} width="80%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={14} width="70%" />
      </Stack>
      <Stack gap={10} align="flex-end" miw={150}>
        <Skeleton height={14} width={60} />
        <Skeleton height={24} width={110} />
        <Skeleton height={36} width={100} />
      </Stack>
    </Paper>
  );
}
