import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format/use-format';
import { DateRangeText, NoWrap } from '../../../shared/ui/no-wrap';
import type { PolicySummary } from '../../../shared/api/policy-summary';
import { PolicyLink } from '../../../shared/ui/policy-link';
import { isDeclaring } from '../../../shared/apply/declaring';

export function PolicySummaryCard({ policy }: { policy: PolicySummary }) {
  const t = useT();
  const f = useFormat();
  const declaring = isDeclaring(policy);
  const free = policy.declarationType !== 1;
  return (
    <Paper withBorder radius="sm" p="md" bg="gov.0" style={{ borderColor: 'var(--mantine-color-gov-1)' }}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} fz="lg" style={{ flex: '1 1 260px' }}>
          <PolicyLink id={policy.id} c="dark.8" inherit>
            <span lang="zh-CN">{policy.policyName}</span>
          </PolicyLink>
        </Title>
        <Badge color={declaring ? 'gov' : 'gray'} variant={declaring ? 'filled' : 'light'} radius="sm">
          {declaring ? t('content.apply.declaring') : free ? t('free.title') : t('content.apply.notOpen')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="sm" fz="sm">
        <Text inherit>
          <Text span inherit c="dark.5">
            {t('content.apply.department')}
          </Text>
          <span lang="zh-CN">{policy.competentDepartmentPath || '—'}</span>
        </Text>
        <Text inherit>
          <Text span inherit c="dark.5">
            {t('content.apply.reward')}
          </Text>
          <Text span inherit c="gov.8" fw={600}>
            <NoWrap>{f.upTo(policy.rewardMoney)}</NoWrap>
          </Text>
        </Text>
        <Text inherit>
          <Text span inherit c="dark.5">
            {t('content.apply.window')}
          </Text>
          {policy.declareStart && policy.declareEnd ? (
            <DateRangeText text={f.dateRange(policy.declareStart, policy.declareEnd)} />
          ) : (
            '—'
          )}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}
