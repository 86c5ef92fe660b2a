import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/platformTtransit')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>platformTtransit</Title>
    </Container>
  ),
});
