import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/_portal/newsDetail')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>newsDetail</Title>
    </Container>
  ),
});
