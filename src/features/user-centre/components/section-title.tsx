import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** An h2 inside a user-centre screen, with an optional action on its right. */
export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" mt="xs">
      <Title
        order={2}
        fz={17}
        c="dark.8"
        style={{ borderLeft: '4px solid var(--mantine-color-gov-7)', paddingLeft: 10 }}
      >
        {children}
      </Title>
      {action}
    </Group>
  );
}
