import { createFileRoute } from '@tanstack/react-router';
import { Container, Title } from '@mantine/core';

const TOPICS = ['accessibility', 'privacy', 'sitemap', 'about'] as const;
type Topic = (typeof TOPICS)[number];

export const Route = createFileRoute('/_portal/informationDetail')({
  validateSearch: (search: Record<string, unknown>): { topic: Topic } => ({
    topic: TOPICS.includes(search.topic as Topic) ? (search.topic as Topic) : 'about',
  }),
  component: () => (
    <Container size="xl" py="lg">
      <Title order={1}>informationDetail</Title>
    </Container>
  ),
});
