import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/loginOutTtransit')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>loginOutTtransit</Title>
    </Container>
  ),
});
