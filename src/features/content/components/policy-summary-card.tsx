import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import type { PolicySummary } from '../api/content-parsers';
import { PolicyLink } from './policy-link';

export function PolicySummaryCard({ policy }: { policy: PolicySummary }) {
  const t = useT();
  const open = policy.applyTimeState === 1;
  return (
    <Paper withBorder radius="sm" p="md" bg="gov.0" style={{ borderColor: 'var(--mantine-color-gov-1)' }}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} fz="lg" style={{ flex: '1 1 260px' }}>
          <PolicyLink id={policy.id} c="dark.8" inherit>
            {policy.policyName}
          </PolicyLink>
        </Title>
        <Badge color={open ? 'gov' : 'gray'} variant={open ? 'filled' : 'light'} radius="sm">
          {open ? t('content.apply.declaring') : t('content.apply.notOpen')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="sm" fz="sm">
        <Text inherit>
          <Text span inherit c="dark.5">
            {t('content.apply.department')}
          </Text>
          {policy.competentDepartmentPath || '—'}
        </Text>
        <Text inherit>
          <Text span inherit c="dark.5">
            {t('content.apply.reward')}
          </Text>
          <Text span inherit c="gov.8" fw={600}>
            {policy.rewardMoneyStr || '—'}
          </Text>
        </Text>
        <Text inherit>
          <Text span inherit c="dark.5">
            {t('content.apply.window')}
          </Text>
          {policy.declareStart && policy.declareEnd
            ? `${policy.declareStart.slice(0, 10)} ~ ${policy.declareEnd.slice(0, 10)}`
            : '—'}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}
