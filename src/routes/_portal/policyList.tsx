import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/_portal/policyList')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>policyList</Title>
    </Container>
  ),
});
