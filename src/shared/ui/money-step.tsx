import { Text } from '@mantine/core';
import type { Payee } from '../api/contract';
import { useFormat } from '../format/use-format';
import { useT } from '../i18n/language';

/**
 * What a money step carries, under its title: the amount (核定 until it arrives, 到账 at 已到账) and,
 * from 资金拨付 on, the receiving account as it was on file (number masked).
 */
export function MoneyStep({ amount, paid, payee }: { amount?: number; paid: boolean; payee?: Payee }) {
  const t = useT();
  const fmt = useFormat();
  return (
    <>
      {amount !== undefined && (
        <Text fz="sm" c="dark.7" data-testid="money-amount">
          {t(paid ? 'centre.money.paid' : 'centre.money.granted', { amount: fmt.money(amount) })}
        </Text>
      )}
      {payee && (
        <Text fz="xs" c="dark.6" data-testid="money-payee">
          {t('centre.money.payee')}
          <span lang="zh-CN">{payee.bankName}</span> <span data-nowrap>{payee.accountMasked}</span>
        </Text>
      )}
    </>
  );
}

/** When a step happened, as the server wrote it (Beijing time), marked up as a machine-readable time. */
export function StepTime({ time }: { time: string }) {
  return (
    <Text fz="xs" c="dark.6" mt={2} component="time" dateTime={time.replace(' ', 'T') + '+08:00'}>
      {time}
    </Text>
  );
}
