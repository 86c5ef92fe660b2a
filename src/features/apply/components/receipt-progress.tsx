// Loaded only once a 免申即享 policy shows 已领取 (the policy screens are first screens): the receipt's steps
// to the bank, from the account's own receipt.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { nullable } from '../../../shared/api/schema';
import { freeReceiptSchema } from '../../../shared/api/schemas/user-centre';
import { userQuery } from '../../../shared/api/scoped-query';
import { userKey } from '../../../shared/auth/account-scope';
import { useT } from '../../../shared/i18n/language';
import { ReceiptTimeline } from '../../../shared/ui/receipt-timeline';

const receiptSchema = nullable(freeReceiptSchema);

export const receiptQuery = (policyId: string) =>
  userQuery([...userKey('apply'), 'receipt', policyId], (signal) =>
    request(paths.myReceipt(policyId), { signal }, receiptSchema),
  );

export function ReceiptProgress({ policyId }: { policyId: string }) {
  const t = useT();
  const receipt = useQuery(receiptQuery(policyId));
  if (receipt.isPending) return <Skeleton height={80} radius="sm" />;
  if (receipt.isError)
    return (
      <Stack gap="xs" align="flex-start">
        <Text fz="sm" c="gov.8" role="alert">
          {t('free.progressFailed')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void receipt.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  // a payout from before receipts were followed has no steps to show: the notice above says when
  if (!receipt.data) return null;
  return (
    <Stack gap="xs" data-testid="receipt-progress">
      <Text fz="sm" fw={600}>
        {t('free.progress')}
      </Text>
      <ReceiptTimeline receipt={receipt.data} />
    </Stack>
  );
}
