import { lazy, Suspense, useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EligibilityCondition } from '../../../shared/eligibility/conditions';
import { useOnline } from '../../../shared/offline/online-status';
import { LoadError, TextSkeleton } from '../../../shared/ui/query-states';
import { applyQueries } from '../api/apply-api';
import { eligibilityFor } from '../lib/eligibility';
import { EligibilityBlock } from './eligibility-block';
import { AppliedNotice } from './applied-notice';

// the form and its uploads load only when someone applies
const ApplicationForm = lazy(() =>
  import('./application-form').then((m) => ({ default: m.ApplicationForm })),
);

interface Props {
  policy: {
    id: string;
    policyName: string;
    materials: string[];
    eligibility: EligibilityCondition[];
    declareEnd?: string | undefined;
  };
}

/** Can I apply? Then the form. Offline, a draft on the device is reopened without the account check. */
export function ApplyWorkspace({ policy }: Props) {
  const online = useOnline();
  const context = useQuery(applyQueries.context(policy.id));
  const form = (prefill?: Parameters<typeof ApplicationForm>[0]['prefill']) => (
    <Suspense fallback={<TextSkeleton />}>
      <ApplicationForm policy={policy} prefill={prefill} />
    </Suspense>
  );

  // offline without the account check, a draft on the device is still reopened
  const deviceOnly = !context.data && !online;
  // once opened offline, the form stays while the account check comes back with the connection
  const [openedOffline, setOpenedOffline] = useState(false);
  if (deviceOnly && !openedOffline) setOpenedOffline(true);
  if (!context.data && !deviceOnly && !openedOffline)
    return context.isError ? (
      <LoadError error={context.error} onRetry={() => void context.refetch()} />
    ) : (
      <TextSkeleton />
    );
  const existing = context.data?.existing;
  if (existing) return <AppliedNotice existing={existing} />;
  const result = context.data ? eligibilityFor(policy.eligibility, context.data.profile) : null;
  // the form keeps its place in the tree when the account check arrives, so it is not opened twice
  return (
    <Stack gap="xl">
      {result && context.data && <EligibilityBlock result={result} profile={context.data.profile} />}
      {result?.verdict !== 'ineligible' && form(context.data?.prefill)}
    </Stack>
  );
}
