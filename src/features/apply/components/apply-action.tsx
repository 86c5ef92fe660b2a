import type { ReactNode } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EligibilityCondition } from '../../../shared/eligibility/conditions';
import { useT } from '../../../shared/i18n/language';
import { ButtonLink } from '../../../shared/ui/router-links';
import { QueryBody } from '../../../shared/ui/query-body';
import { applyContextQuery } from '../api/apply-context-query';
import { eligibilityFor } from '../lib/eligibility';
import { EligibilityBlock } from './eligibility-block';
import { AppliedNotice } from './applied-notice';
import { ReceivedNotice } from './received-notice';

/**
 * What the logged-in applicant may do with an open policy: 已申报 with a link to the application (已领取 with
 * its date for a received 免申即享 one), or the conditions checked against the account and the action
 * (一键申报 unless another is given, e.g. 确认领取) unless a hard one fails.
 */
export function ApplyAction({
  policy,
  action,
  declaredBy = 'form',
}: {
  policy: { id: string; eligibility: EligibilityCondition[] };
  action?: ReactNode;
  /** where the conditions to be declared are declared: the application form, or 确认领取 (免申即享) */
  declaredBy?: 'form' | 'receive';
}) {
  const t = useT();
  const context = useQuery(applyContextQuery(policy.id));
  const face = ({ existing, received, profile }: NonNullable<typeof context.data>) => {
    if (existing) return <AppliedNotice existing={existing} />;
    if (received) return <ReceivedNotice receiveTime={received.receiveTime} />;
    const result = eligibilityFor(policy.eligibility, profile);
    return (
      <Stack gap="md">
        <EligibilityBlock result={result} profile={profile} declaredBy={declaredBy} />
        {result.verdict !== 'ineligible' &&
          (action ?? (
            <ButtonLink to="/applyPolicy" search={{ id: policy.id }} fullWidth data-testid="apply-button">
              {t('apply.start')}
            </ButtonLink>
          ))}
      </Stack>
    );
  };
  return (
    <QueryBody
      query={context}
      loading={<Skeleton height={36} radius="sm" />}
      // a line in the side panel, not a page's alert
      failed={
        <Stack gap="xs">
          <Text fz="sm" c="gov.8" role="alert">
            {t('eligibility.loadFailed')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void context.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      }
    >
      {face}
    </QueryBody>
  );
}
