import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

interface Props {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every user-centre screen: its one h1, an optional intro and actions. */
export function CentrePage({ title, intro, actions, children }: Props) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="centre-title"
    >
      <Stack gap="lg">
        <Group
          justify="space-between"
          align="flex-start"
          gap="sm"
          pb="sm"
          style={{ borderBottom: '2px solid var(--mantine-color-gov-7)' }}
        >
          <Stack gap={4}>
            <Title order={1} id="centre-title" fz={{ base: 20, sm: 24 }} c="dark.8">
              {title}
            </Title>
            {intro && (
              <Text size="sm" c="dark.5">
                {intro}
              </Text>
            )}
          </Stack>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
