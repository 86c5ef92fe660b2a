import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

export const Route = createFileRoute('/_portal/enterprise/addProject')({
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>addProject</Title>
    </Container>
  ),
});
