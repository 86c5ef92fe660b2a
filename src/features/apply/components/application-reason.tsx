import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ApplyDetail } from '../../../shared/api/contract';
import { useT } from '../../../shared/i18n/language';
import { policyHref } from '../../../shared/ui/policy-link';
import { TextSkeleton } from '../../../shared/ui/query-states';

// the correction form and its uploads load only when the applicant starts correcting
const CorrectionForm = lazy(() => import('./correction-form').then((m) => ({ default: m.CorrectionForm })));

/**
 * Returned for correction or not approved: the reviewer's reason and the next step — 修改并重新提交
 * (the correction form) or, not approved, the policy to see whether to apply again.
 */
export function ApplicationReason({ detail }: { detail: ApplyDetail }) {
  const t = useT();
  const [correcting, setCorrecting] = useState(false);
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <Alert color="teal" variant="light" role="status" data-testid="resubmitted">
        {t('apply.correctDone')}
      </Alert>
    );
  const returned = detail.status === 'returned';
  if (!detail.reason || (!returned && detail.status !== 'rejected')) return null;
  return (
    <Stack gap="lg">
      <Alert
        color={returned ? 'orange' : 'red'}
        styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        variant="light"
        title={t(returned ? 'apply.reason' : 'apply.rejectReason')}
        data-testid="apply-reason"
      >
        <Stack gap="xs">
          <Text fz="sm" lang="zh-CN">
            {detail.reason}
          </Text>
          <Text fz="sm">{returned ? t('apply.correctLead') : t('apply.rejectNext')}</Text>
          <Group>
            {returned ? (
              !correcting && (
                <Button size="xs" onClick={() => setCorrecting(true)} data-testid="start-correction">
                  {t('apply.correctAction')}
                </Button>
              )
            ) : (
              <Button component="a" href={policyHref(detail.policyId)} size="xs" variant="outline">
                {t('apply.reapply')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
      {correcting && (
        <Suspense fallback={<TextSkeleton />}>
          <CorrectionForm detail={detail} onSent={() => setSent(true)} />
        </Suspense>
      )}
    </Stack>
  );
}
