import { useState } from 'react';
import { Badge, Button, Card, Group, List, Text, Title } from '@mantine/core';
import type { PolicyCompilation } from '../../../shared/api/contract';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { PolicyLink } from '../../../shared/ui/policy-link';

const FOLDED = 5;

export function CompilationCard({ item }: { item: PolicyCompilation }) {
  const t = useT();
  const fmt = useFormat();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? item.policies : item.policies.slice(0, FOLDED);
  const listId = `compilation-${item.id}`;
  return (
    <Card withBorder radius="sm" padding="md" component="article">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={3} fz="md" lh={1.4} lang="zh-CN">
          {item.title}
        </Title>
        <Badge variant="light" color="gov" radius="sm" style={{ flexShrink: 0 }}>
          {t('content.comp.count', { n: item.policies.length })}
        </Badge>
      </Group>
      <Group gap="md" fz="xs" c="dark.5" mt={4}>
        <Text inherit lang="zh-CN">
          {item.department}
        </Text>
        {item.publishTime && (
          <Text inherit>{t('common.publishedAt', { time: fmt.date(item.publishTime) })}</Text>
        )}
      </Group>
      {item.summary && (
        <Text fz="sm" c="dark.6" mt="xs" lang="zh-CN">
          {item.summary}
        </Text>
      )}
      {item.policies.length === 0 ? (
        <Text fz="sm" c="dark.5" mt="sm">
          {t('content.comp.noPolicies')}
        </Text>
      ) : (
        <List id={listId} size="sm" spacing={4} mt="sm" type="ordered">
          {shown.map((p) => (
            <List.Item key={p.id}>
              <PolicyLink id={p.id} fz="sm">
                {p.policyName}
              </PolicyLink>
            </List.Item>
          ))}
        </List>
      )}
      {item.policies.length > FOLDED && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={listId}
        >
          {expanded ? t('content.comp.fold') : t('content.comp.expand', { n: item.policies.length })}
        </Button>
      )}
    </Card>
  );
}
