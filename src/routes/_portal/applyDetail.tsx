import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/_portal/applyDetail')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>applyDetail</Title>
    </Container>
  ),
});
