// The 免申即享 page's receipt of the signed-in account, followed to the bank (系统比对 → 推送确认 → 确认领取 →
// 资金拨付 → 已到账); nothing when the account has none. Not on a first screen: the policy detail does not
// carry it.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/api/paths';
import { request } from '../../../shared/api/http';
import { nullable } from '../../../shared/api/schema';
import { freeReceiptSchema } from '../../../shared/api/schemas/payments';
import { userQuery } from '../../../shared/api/scoped-query';
import { policyContextKey } from '../../../shared/auth/account-scope';
import { useT } from '../../../shared/i18n/language';
import { ReceiptTimeline } from '../../../shared/ui/receipt-timeline';
import { QueryBody } from '../../../shared/ui/query-body';

const receiptSchema = nullable(freeReceiptSchema);

// under the policy's context key: a 确认领取 that drops the context drops this too
export const receiptQuery = (policyId: string) =>
  userQuery([...policyContextKey(policyId), 'receipt'], (signal) =>
    request(paths.myReceipt(policyId), { signal }, receiptSchema),
  );

export function ReceiptProgress({ policyId }: { policyId: string }) {
  const t = useT();
  const receipt = useQuery(receiptQuery(policyId));
  return (
    <QueryBody
      query={receipt}
      loading={<Skeleton height={80} radius="sm" />}
      // a line under the receipt's notice, not a page's alert
      failed={
        <Stack gap="xs" align="flex-start">
          <Text fz="sm" c="gov.8" role="alert">
            {t('centre.receipt.progressFailed')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void receipt.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      }
    >
      {(data) =>
        // a payout from before receipts were followed has no steps to show: the notice above says when
        data ? (
          <Stack gap="xs" data-testid="receipt-progress">
            <Text fz="sm" fw={600}>
              {t('centre.receipt.progress')}
            </Text>
            <ReceiptTimeline receipt={data} />
          </Stack>
        ) : null
      }
    </QueryBody>
  );
}
