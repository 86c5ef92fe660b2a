import { lazy, Suspense } from 'react';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { AnchorLink } from '../../../shared/ui/router-links';

const ReceiptProgress = lazy(() =>
  import('./receipt-progress').then((m) => ({ default: m.ReceiptProgress })),
);

/**
 * 已领取: the 免申即享 policy was received already, when, where it is listed, and (loaded on demand) its steps
 * to the bank; never a second 确认领取.
 */
export function ReceivedNotice({ receiveTime, policyId }: { receiveTime: string; policyId: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" title={t('free.received')} data-testid="received">
        <Stack gap={4}>
          <Text fz="sm">{t('free.receivedBody', { time: receiveTime })}</Text>
          <AnchorLink to="/enterprise/myEnjoyPolicy" fz="sm">
            {t('free.myEnjoy')}
          </AnchorLink>
        </Stack>
      </Alert>
      <Suspense fallback={<Skeleton height={80} radius="sm" />}>
        <ReceiptProgress policyId={policyId} />
      </Suspense>
    </Stack>
  );
}
