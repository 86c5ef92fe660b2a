import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/_portal/applyPolicy')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>applyPolicy</Title>
    </Container>
  ),
});
