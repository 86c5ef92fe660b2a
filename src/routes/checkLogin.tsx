import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/checkLogin')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>checkLogin</Title>
    </Container>
  ),
});
