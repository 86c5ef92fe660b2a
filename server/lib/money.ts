// The money of an application, read from its steps: granted at 审核通过 (carried by 公示 and 资金拨付), paid
// at 已到账. A record from before the money steps (审核通过 straight to 已兑现, no amounts) reads as the
// policy's amount granted and paid, so older records still say what they did.
import type { ApplyEvent, ApplyStatus } from '../../src/shared/api/contract';

const GRANTED_FROM: readonly ApplyStatus[] = ['approved', 'publicity', 'disbursing', 'paid'];

export function applicationMoney(
  status: ApplyStatus,
  history: readonly ApplyEvent[],
  rewardMoney: number,
): { grantedMoney?: number; paidMoney?: number } {
  if (!GRANTED_FROM.includes(status)) return {};
  const granted =
    [...history].reverse().find((e) => e.status !== 'paid' && GRANTED_FROM.includes(e.status) && e.amount)
      ?.amount ?? rewardMoney;
  if (status !== 'paid') return { grantedMoney: granted };
  const paid = [...history].reverse().find((e) => e.status === 'paid')?.amount ?? granted;
  return { grantedMoney: granted, paidMoney: paid };
}
