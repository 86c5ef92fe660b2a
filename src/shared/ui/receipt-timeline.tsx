// the screens that show a receipt (a lazily loaded part of the 免申即享 page, 我享受的政策) bring the
// timeline's CSS with it
import '@mantine/core/styles/Timeline.layer.css';
import { Text, Timeline } from '@mantine/core';
import type { FreeReceipt, ReceiptStatus } from '../api/contract';
import { RECEIPT_STATUSES } from '../api/schemas/payments';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/language';
import { MoneyStep, StepTime } from './money-step';

export const RECEIPT_STATUS_LABEL: Record<ReceiptStatus, MessageKey> = {
  matched: 'centre.receipt.matched',
  pushed: 'centre.receipt.pushed',
  confirmed: 'centre.receipt.confirmed',
  disbursing: 'centre.receipt.disbursing',
  paid: 'centre.receipt.paid',
};

/**
 * A 免申即享 receipt followed to the bank: each step taken with its time, amount and account, then the steps
 * still to come (a 确认领取 the person made without a push has no 推送确认 step).
 */
export function ReceiptTimeline({ receipt }: { receipt: FreeReceipt }) {
  const t = useT();
  const reached = RECEIPT_STATUSES.indexOf(receipt.status);
  const ahead = RECEIPT_STATUSES.slice(reached + 1);
  return (
    <Timeline
      active={receipt.history.length - 1}
      bulletSize={16}
      lineWidth={2}
      color="gov"
      data-testid="receipt-timeline"
    >
      {receipt.history.map((e, i) => (
        <Timeline.Item
          key={`${e.status}-${i}`}
          data-testid="receipt-step"
          data-status={e.status}
          title={
            <Text fw={600} fz="sm">
              {t(RECEIPT_STATUS_LABEL[e.status])}
            </Text>
          }
        >
          <MoneyStep amount={e.amount} paid={e.status === 'paid'} payee={e.payee} />
          <StepTime time={e.time} />
        </Timeline.Item>
      ))}
      {ahead.map((s) => (
        <Timeline.Item
          key={s}
          data-testid="receipt-step-ahead"
          title={
            <Text fz="sm" c="dark.6">
              {t(RECEIPT_STATUS_LABEL[s])}
            </Text>
          }
        >
          <Text fz="xs" c="dark.6">
            {t('centre.money.ahead')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
