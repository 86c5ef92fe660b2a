import { lazy, Suspense } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EligibilityCondition } from '../../../shared/eligibility/conditions';
import { useT } from '../../../shared/i18n/language';
import { useOnline } from '../../../shared/offline/online-status';
import { APPLY_STATUS_VIEW } from '../../../shared/ui/apply-status-badge';
import { LoadError, TextSkeleton } from '../../../shared/ui/query-states';
import { ButtonLink } from '../../../shared/ui/router-links';
import { applyQueries } from '../api/apply-api';
import { eligibilityFor } from '../lib/eligibility';
import { EligibilityBlock } from './eligibility-block';

// the form and its uploads load only when someone applies
const ApplicationForm = lazy(() =>
  import('./application-form').then((m) => ({ default: m.ApplicationForm })),
);

interface Props {
  policy: { id: string; materials: string[]; eligibility: EligibilityCondition[] };
}

/** Can I apply? Then the form. Offline, a draft on the device is reopened without the account check. */
export function ApplyWorkspace({ policy }: Props) {
  const t = useT();
  const online = useOnline();
  const context = useQuery(applyQueries.context(policy.id));
  const form = (prefill?: Parameters<typeof ApplicationForm>[0]['prefill']) => (
    <Suspense fallback={<TextSkeleton />}>
      <ApplicationForm policy={policy} prefill={prefill} />
    </Suspense>
  );

  if (!context.data) {
    if (!online) return form(undefined);
    if (context.isError) return <LoadError error={context.error} onRetry={() => void context.refetch()} />;
    return <TextSkeleton />;
  }
  const { existing, profile, prefill } = context.data;
  if (existing)
    return (
      <Alert color="green" variant="light" title={t('apply.applied')} data-testid="applied">
        <Stack gap="xs">
          <Text fz="sm">
            {t('apply.appliedBody', {
              time: existing.applyTime,
              status: t(APPLY_STATUS_VIEW[existing.status].label),
            })}
          </Text>
          <ButtonLink to="/applyDetail" search={{ id: existing.id }} size="xs" variant="outline">
            {t('apply.viewApplication')}
          </ButtonLink>
        </Stack>
      </Alert>
    );
  const result = eligibilityFor(policy.eligibility, profile);
  return (
    <Stack gap="xl">
      <EligibilityBlock result={result} profile={profile} />
      {result.verdict !== 'ineligible' && form(prefill)}
    </Stack>
  );
}
