import { useFormat } from '../../../shared/format/use-format';
import { isDeclaring } from '../../../shared/apply/declaring';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { isApiError } from '../../../shared/api/api-error';
import { QUESTIONNAIRE_MARKER } from '../../../shared/api/error-markers';
import { AnchorLink } from '../../../shared/ui/router-links';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import { CentrePage } from '../components/centre-page';
import { PagedList, usePagedQuery, type ListScreenProps } from '../components/paged-list';
import { StatusBadge } from '../../../shared/ui/status-badge';

export function PersonSelfPolicyPage(props: ListScreenProps) {
  const t = useT();
  const f = useFormat();
  const list = usePagedQuery(props, centreQueries.personalPolicies);
  const { error, data } = list.query;
  // the server's 600 "填报问卷": no answers yet to match against, so the way forward is the questionnaire
  const unfilled = isApiError(error) && error.code === '600' && error.message.includes(QUESTIONNAIRE_MARKER);

  if (unfilled) {
    return (
      <CentrePage title={t('user.personSelfPolicy')} intro={t('centre.selfPolicy.intro')}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text fw={700}>{t('centre.selfPolicy.unfilledTitle')}</Text>
            <Text size="sm">{t('centre.selfPolicy.unfilled')}</Text>
            <AnchorLink to="/questionnaire" fw={600}>
              {t('centre.selfPolicy.toQuestionnaire')}
            </AnchorLink>
          </Stack>
        </Paper>
      </CentrePage>
    );
  }

  return (
    <CentrePage
      title={t('user.personSelfPolicy')}
      intro={data ? t('centre.selfPolicy.matched', { n: data.total }) : t('centre.selfPolicy.intro')}
    >
      {data && (
        <Group justify="flex-end" mb="sm">
          <AnchorLink to="/questionnaire" fz="sm">
            {t('centre.selfPolicy.refill')}
          </AnchorLink>
        </Group>
      )}
      <PagedList list={list} empty="centre.selfPolicy.empty">
        {(rows) => (
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {rows.map((p) => {
              const declaring = isDeclaring(p);
              return (
                <Paper key={p.id} component="li" withBorder radius="md" p="md" data-policy-id={p.id}>
                  <Stack gap={8} h="100%">
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      {declaring && (
                        <Badge color="gov" radius="sm" style={{ flexShrink: 0 }}>
                          {t('centre.selfPolicy.declaring')}
                        </Badge>
                      )}
                      {p.declarationType !== 1 && (
                        <StatusBadge color="teal">{t('centre.selfPolicy.free')}</StatusBadge>
                      )}
                      <AnchorLink
                        to="/policyDetail"
                        search={{ id: p.id, isApply: false }}
                        fw={600}
                        c="dark.8"
                        lineClamp={2}
                      >
                        {p.policyName}
                      </AnchorLink>
                    </Group>
                    {p.competentDepartmentPath && (
                      <Text size="sm" c="dark.5">
                        {t('centre.selfPolicy.department', { name: p.competentDepartmentPath })}
                      </Text>
                    )}
                    {p.declareTime && (
                      <Text size="sm" c="dark.5">
                        {t('centre.selfPolicy.declareTime', { time: f.serverRange(p.declareTime) })}
                      </Text>
                    )}
                    <Group justify="space-between" mt="auto">
                      <Text size="sm" c="gov.8" fw={600}>
                        {f.upTo(p.rewardMoney)}
                      </Text>
                      {p.areaTypeStr && (
                        <Text size="xs" c="dark.5">
                          {p.areaTypeStr}
                        </Text>
                      )}
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </PagedList>
    </CentrePage>
  );
}
