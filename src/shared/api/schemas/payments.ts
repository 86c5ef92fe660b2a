// assumed: the money followed to the bank: the account it went to, 免申即享 receipts with their steps,
// 我享受的政策's page with its totals, and the review desk's bodies. Apart from user-centre.ts, whose
// records the policy detail (a first screen) reads: these arrive with the screens that show them.
import * as v from 'valibot';
import { list, nullable, number, object, oneOf, optional, page, text, withDefault } from '../schema';
import { enjoyedPolicySchema } from './user-centre';

/** assumed: the account the money went to, as the account on file when it was sent (number masked) */
export const payeeSchema = object({ bankName: withDefault(text, ''), accountMasked: text });
export type Payee = v.InferOutput<typeof payeeSchema>;

/** assumed: a 免申即享 receipt's steps: 系统比对 → 推送确认 → 确认领取 → 资金拨付 → 已到账 */
export const RECEIPT_STATUSES = ['matched', 'pushed', 'confirmed', 'disbursing', 'paid'] as const;
export const receiptStatusSchema = oneOf(...RECEIPT_STATUSES);
export type ReceiptStatus = v.InferOutput<typeof receiptStatusSchema>;

/** assumed: one step of a 免申即享 receipt; amount in yuan (granted, or paid at 已到账) */
export const receiptEventSchema = object({
  status: receiptStatusSchema,
  time: text,
  remark: withDefault(text, ''),
  amount: optional(number),
  payee: optional(payeeSchema),
});
export type ReceiptEvent = v.InferOutput<typeof receiptEventSchema>;

/** assumed: a 免申即享 receipt: the policy, the amount granted, what was paid, each step with its time */
export const freeReceiptSchema = object({
  id: text,
  policyId: withDefault(text, ''),
  policyName: text,
  status: receiptStatusSchema,
  grantedMoney: withDefault(number, 0),
  paidMoney: optional(number),
  history: withDefault(list(receiptEventSchema), []),
});
export type FreeReceipt = v.InferOutput<typeof freeReceiptSchema>;

/** assumed: the money received in one calendar year (yuan) */
export const yearTotalSchema = object({ year: text, total: number, count: withDefault(number, 0) });
export type YearTotal = v.InferOutput<typeof yearTotalSchema>;

/**
 * assumed: 我享受的政策 answers its page and the sum of every record's rewardMoney (yuan; null from an older
 * server), the sums per year of payment (newest year first), and the 免申即享 receipts still on their way
 */
export const enjoyPageSchema = object({
  ...page(enjoyedPolicySchema).entries,
  rewardMoneyTotal: nullable(number),
  yearTotals: withDefault(list(yearTotalSchema), []),
  receipts: withDefault(list(freeReceiptSchema), []),
});
export type EnjoyPage = v.InferOutput<typeof enjoyPageSchema>;

/**
 * body of the review desk's step (/__demo/…/advance): the status to move to; the reviewer's reason (退回,
 * 未通过); the amount in yuan, granted at 审核通过 (default: the policy's amount) or paid at 已到账 (default:
 * the amount granted)
 */
export const deskStepSchema = object({
  status: text,
  reason: optional(text),
  amount: optional(number),
});
export type DeskStep = v.InferOutput<typeof deskStepSchema>;

/** body of the review desk's 系统比对: whose account and which 免申即享 policy */
export const deskReceiptSchema = object({ accountId: text, policyId: text });
export type DeskReceipt = v.InferOutput<typeof deskReceiptSchema>;
