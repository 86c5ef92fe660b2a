import { Alert, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ApplicantProfile, ConditionStatus } from '../../../shared/eligibility/conditions';
import { outcomeParts } from '../../../shared/eligibility/describe';
import type { ConditionOutcome } from '../../../shared/eligibility/evaluate';
import type { Eligibility } from '../../../shared/eligibility/evaluate';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import { useLang, useT } from '../../../shared/i18n/language';
import { useRichT } from '../../../shared/i18n/rich-text';
import { serverText } from '../../../shared/ui/server-text';
import { ButtonLink } from '../../../shared/ui/router-links';
import { StatusBadge } from '../../../shared/ui/status-badge';

const VIEW: Record<ConditionStatus, { label: MessageKey; color: string }> = {
  met: { label: 'eligibility.met', color: 'green' },
  notMet: { label: 'eligibility.notMet', color: 'red' },
  unknown: { label: 'eligibility.unknown', color: 'orange' },
};

/** An outcome in the reader's language; the policy's and the questionnaire's own words stay lang="zh-CN". */
function OutcomeText({ outcome, profile }: { outcome: ConditionOutcome; profile: ApplicantProfile }) {
  const t = useT();
  const richT = useRichT();
  const lang = useLang();
  const p = outcomeParts(outcome, profile, lang, t);
  return richT(p.key, {
    expected: p.server.expected ? serverText(p.expected) : p.expected,
    actual: p.server.actual ? serverText(p.actual) : p.actual,
  });
}

/**
 * Each condition of the policy, met / not met / to be declared, from the account's own data. `declaredBy`
 * says where the unknown ones are declared: on the application form, or by 确认领取 of a 免申即享 policy.
 */
export function EligibilityBlock({
  result,
  profile,
  declaredBy = 'form',
}: {
  result: Eligibility;
  profile: ApplicantProfile;
  declaredBy?: 'form' | 'receive';
}) {
  const t = useT();
  const infoPage = profile.kind === 'enterprise' ? '/enterprise/enterpriseInfo' : '/enterprise/personInfo';
  return (
    <Stack gap="sm" data-testid="eligibility">
      <Title order={2} fz="md">
        {t('eligibility.title')}
      </Title>
      <Text fz="sm" c="dark.6">
        {t('eligibility.lead')}
      </Text>
      <List spacing="xs" listStyleType="none" p={0}>
        {result.outcomes.map((o, i) => (
          <List.Item key={i} data-status={o.status}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <StatusBadge color={VIEW[o.status].color}>{t(VIEW[o.status].label)}</StatusBadge>
              <Text fz="sm" style={{ flex: 1 }}>
                <OutcomeText outcome={o} profile={profile} />
                {!o.condition.hard && (
                  <Text span fz="xs" c="dark.5">
                    {` · ${t('eligibility.soft')}`}
                  </Text>
                )}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {result.verdict === 'ineligible' ? (
        <Alert color="red" variant="light" role="alert" title={t('eligibility.ineligibleTitle')}>
          <Stack gap="xs">
            <Text fz="sm">{t('eligibility.ineligibleWhat')}</Text>
            <Group gap="xs">
              <ButtonLink to={infoPage} size="xs" variant="outline">
                {t('eligibility.updateInfo')}
              </ButtonLink>
              <ButtonLink to="/policyList" size="xs" variant="default">
                {t('eligibility.otherPolicies')}
              </ButtonLink>
            </Group>
          </Stack>
        </Alert>
      ) : (
        result.verdict === 'toDeclare' && (
          <Text fz="xs" c="dark.6">
            {t(declaredBy === 'receive' ? 'eligibility.toConfirmNote' : 'eligibility.toDeclareNote')}
          </Text>
        )
      )}
    </Stack>
  );
}
