import type { ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="lg" c="dark.8">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" lh={1.8} c="dark.7">
      {children}
    </Text>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <List size="sm" spacing={6} c="dark.7" withPadding>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
