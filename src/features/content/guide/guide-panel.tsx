import { Anchor, Badge, Grid, Group, List, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DeclarationGuide } from '../../../shared/api/contract';
import { NoWrap } from '../../../shared/ui/no-wrap';
import { useT } from '../../../shared/i18n/language';
import { RelatedPolicies } from './related-policies';

/** One guide: its steps as a timeline, the materials to prepare, whom to call, related policies. */
export function GuidePanel({ guide }: { guide: DeclarationGuide }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Group gap="xs" fz="sm" c="dark.6">
        <Badge variant="light" color="gray" radius="sm" lang="zh-CN">
          {guide.department}
        </Badge>
        {guide.updateTime && <Text inherit>{t('content.guide.updated', { time: guide.updateTime })}</Text>}
      </Group>
      {guide.summary && (
        <Text fz="sm" lang="zh-CN">
          {guide.summary}
        </Text>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={3} fz="md" mb="sm">
            {t('content.guide.steps')}
          </Title>
          <Timeline active={guide.steps.length - 1} bulletSize={26} lineWidth={2} color="gov">
            {guide.steps.map((step, i) => (
              <Timeline.Item
                key={step.title}
                bullet={
                  <Text fz="xs" fw={700} c="white">
                    {i + 1}
                  </Text>
                }
                title={
                  <Text fw={600} fz="sm" lang="zh-CN">
                    {step.title}
                  </Text>
                }
              >
                <Text fz="sm" c="dark.6" lang="zh-CN">
                  {step.description}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={3} fz="md" mb="sm">
            {t('content.guide.materials')}
          </Title>
          <List size="sm" spacing={4} type="ordered">
            {guide.materials.map((m) => (
              <List.Item key={m} lang="zh-CN">
                {m}
              </List.Item>
            ))}
          </List>
          {guide.contactPhone && (
            <Text fz="sm" mt="md">
              {t('content.guide.contact')}
              <Anchor href={`tel:${guide.contactPhone}`}>
                <NoWrap>{guide.contactPhone}</NoWrap>
              </Anchor>
            </Text>
          )}
          <Title order={3} fz="md" mt="lg" mb="xs">
            {t('content.guide.related')}
          </Title>
          <RelatedPolicies ids={guide.policyIds} />
          <Anchor component={Link} to="/policyList" fz="sm" mt="sm" display="inline-block">
            {t('content.guide.allPolicies')} ›
          </Anchor>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
