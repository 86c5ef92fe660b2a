import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EligibilityCondition } from '../../../shared/eligibility/conditions';
import { useT } from '../../../shared/i18n/language';
import { ButtonLink } from '../../../shared/ui/router-links';
import { applyQueries } from '../api/apply-api';
import { eligibilityFor } from '../lib/eligibility';
import { EligibilityBlock } from './eligibility-block';
import { AppliedNotice } from './applied-notice';

/**
 * What the logged-in applicant may do with an open policy: 已申报 with a link to the application, or
 * the conditions checked against the account and 一键申报 unless a hard one fails.
 */
export function ApplyAction({ policy }: { policy: { id: string; eligibility: EligibilityCondition[] } }) {
  const t = useT();
  const context = useQuery(applyQueries.context(policy.id));
  if (context.isPending) return <Skeleton height={36} radius="sm" />;
  if (context.isError)
    return (
      <Stack gap="xs">
        <Text fz="sm" c="gov.8" role="alert">
          {t('eligibility.loadFailed')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void context.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  const { existing, profile } = context.data;
  if (existing) {
    return <AppliedNotice existing={existing} />;
  }
  const result = eligibilityFor(policy.eligibility, profile);
  return (
    <Stack gap="md">
      <EligibilityBlock result={result} profile={profile} />
      {result.verdict !== 'ineligible' && (
        <ButtonLink to="/applyPolicy" search={{ id: policy.id }} fullWidth data-testid="apply-button">
          {t('apply.start')}
        </ButtonLink>
      )}
    </Stack>
  );
}
