// The money steps: where an application and a 免申即享 receipt may go next, and what an application's steps
// say was granted and paid (an older record, 审核通过 straight to 已兑现 without amounts, still reads right).
import { describe, expect, it } from 'vitest';
import type { ApplyEvent } from '../../src/shared/api/contract';
import { RECEIPT_STATUSES } from '../../src/shared/api/schemas/payments';
import { APPLY_STATUSES } from '../../src/shared/api/schemas/user-centre';
import { NEXT, PATH_TO } from '../../server/lib/apply-history';
import { applicationMoney } from '../../server/lib/money';
import { OWNER_STEPS, RECEIPT_NEXT } from '../../server/lib/payments';

const ev = (status: ApplyEvent['status'], amount?: number): ApplyEvent => ({
  status,
  time: '2026-11-27 09:00:00',
  remark: '',
  ...(amount !== undefined ? { amount } : {}),
});

describe('money transitions', () => {
  it('moves an approved application only through 公示, 资金拨付, 已到账, one step at a time', () => {
    expect(NEXT.approved).toEqual(['publicity']);
    expect(NEXT.publicity).toEqual(['disbursing']);
    expect(NEXT.disbursing).toEqual(['paid']);
    expect(NEXT.paid).toEqual([]);
    expect(NEXT.reviewing).not.toContain('paid');
    for (const s of APPLY_STATUSES) expect(PATH_TO[s].at(-1)).toBe(s);
  });

  it('moves a receipt 系统比对 → 推送确认 → 确认领取 → 资金拨付 → 已到账, the confirmation the person’s own', () => {
    const order = RECEIPT_STATUSES.flatMap((s) => RECEIPT_NEXT[s]);
    expect(order).toEqual(['pushed', 'confirmed', 'disbursing', 'paid']);
    expect(OWNER_STEPS).toEqual(['confirmed']);
  });
});

describe('applicationMoney', () => {
  it('has nothing before approval', () => {
    expect(applicationMoney('reviewing', [ev('submitted')], 50000)).toEqual({});
    expect(applicationMoney('rejected', [ev('rejected')], 50000)).toEqual({});
  });
  it('takes the amount granted at approval, and the amount paid at 已到账', () => {
    const h = [ev('approved', 30000), ev('publicity', 30000), ev('disbursing', 30000)];
    expect(applicationMoney('disbursing', h, 50000)).toEqual({ grantedMoney: 30000 });
    expect(applicationMoney('paid', [...h, ev('paid', 29000)], 50000)).toEqual({
      grantedMoney: 30000,
      paidMoney: 29000,
    });
  });
  it('reads an older paid record without amounts as the policy’s amount granted and paid', () => {
    expect(applicationMoney('paid', [ev('approved'), ev('paid')], 50000)).toEqual({
      grantedMoney: 50000,
      paidMoney: 50000,
    });
  });
});
