// assumed: the user centre's records: applications, received payments, urges, consultations, messages,
// projects, bank-account changes and the enterprise-type tree.
import * as v from 'valibot';
import { boolean, list, nullable, number, object, oneOf, optional, page, text, withDefault } from '../schema';

/**
 * assumed: where an application is; returned = sent back for correction, rejected = not approved; after
 * approval the money: publicity = 公示, disbursing = 资金拨付, paid = 已到账 (an older record may go from
 * approved straight to paid)
 */
export const APPLY_STATUSES = [
  'submitted',
  'accepted',
  'reviewing',
  'approved',
  'publicity',
  'disbursing',
  'returned',
  'rejected',
  'paid',
] as const;
export const applyStatusSchema = oneOf(...APPLY_STATUSES);
export type ApplyStatus = v.InferOutput<typeof applyStatusSchema>;

export const applyRecordEntries = {
  id: text,
  policyId: withDefault(text, ''),
  policyName: text,
  applyTime: text,
  status: applyStatusSchema,
  rewardMoney: withDefault(number, 0),
  /** assumed: the last day of the policy's declaration window (YYYY-MM-DD); a backend may not send it */
  declareEnd: optional(text),
  /** assumed: returned or not approved: the reviewer's reason */
  reason: optional(text),
  /** assumed: yuan granted at approval (absent before approval) */
  grantedMoney: optional(number),
  /** assumed: yuan that reached the account (absent until 已到账) */
  paidMoney: optional(number),
};
export const applyRecordSchema = object(applyRecordEntries);
export type ApplyRecord = v.InferOutput<typeof applyRecordSchema>;
export const applyPageSchema = page(applyRecordSchema);

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

export const enjoyedPolicySchema = object({
  id: text,
  policyId: withDefault(text, ''),
  policyName: text,
  rewardMoney: withDefault(number, 0),
  payTime: text,
});
export type EnjoyedPolicy = v.InferOutput<typeof enjoyedPolicySchema>;

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

export const urgeRecordSchema = object({
  id: text,
  applyId: text,
  policyName: text,
  urgeTime: text,
  reply: nullable(text),
});
export type UrgeRecord = v.InferOutput<typeof urgeRecordSchema>;
export const urgePageSchema = page(urgeRecordSchema);

const consultRecordEntries = {
  id: text,
  /** '1' = leave a message; otherwise suggestion */
  initiateType: withDefault(text, '1'),
  initiateContent: text,
  createTime: text,
  reply: nullable(text),
  replyTime: nullable(text),
};
export const consultRecordSchema = object(consultRecordEntries);
export type ConsultRecord = v.InferOutput<typeof consultRecordSchema>;
export const consultPageSchema = page(consultRecordSchema);

export const consultFileSchema = object({ fileName: withDefault(text, ''), imgPath: text });
export type ConsultFile = v.InferOutput<typeof consultFileSchema>;

/** assumed: detail of one of my consultations */
export const consultDetailSchema = object({
  ...consultRecordEntries,
  initiateName: withDefault(text, ''),
  initiatePhoneMasked: withDefault(text, ''),
  fileList: withDefault(list(consultFileSchema), []),
});
export type ConsultDetail = v.InferOutput<typeof consultDetailSchema>;

/** assumed: what a message is about, so the portal can link to it */
export const messageTargetSchema = object({ kind: oneOf('apply', 'policy', 'consult'), id: text });
export type MessageTarget = v.InferOutput<typeof messageTargetSchema>;

export const messageRecordSchema = object({
  id: text,
  title: text,
  content: withDefault(text, ''),
  createTime: text,
  read: withDefault(boolean, false),
  target: optional(messageTargetSchema),
});
export type MessageRecord = v.InferOutput<typeof messageRecordSchema>;
export const messagePageSchema = page(messageRecordSchema);

export const enterpriseProjectSchema = object({
  id: text,
  projectName: text,
  investment: withDefault(number, 0),
  startDate: withDefault(text, ''),
  status: withDefault(text, ''),
  description: withDefault(text, ''),
  /** node id and label in the enterprise-type tree */
  enterpriseType: optional(text),
  enterpriseTypeName: optional(text),
  createTime: optional(text),
});
export type EnterpriseProject = v.InferOutput<typeof enterpriseProjectSchema>;
export const projectPageSchema = page(enterpriseProjectSchema);

/** body of project/save */
export const projectInputSchema = object({
  projectName: text,
  /** yuan */
  investment: number,
  startDate: text,
  enterpriseType: text,
  enterpriseTypeName: text,
  description: text,
});
export type ProjectInput = v.InferOutput<typeof projectInputSchema>;

export const bankAccountChangeSchema = object({
  id: text,
  changeTime: text,
  oldAccountMasked: withDefault(text, ''),
  newAccountMasked: withDefault(text, ''),
  operator: withDefault(text, ''),
});
export type BankAccountChange = v.InferOutput<typeof bankAccountChangeSchema>;
export const bankAccountChangePageSchema = page(bankAccountChangeSchema);

/** body of the bank-account change */
export const bankAccountInputSchema = object({ enterpriseId: text, bankName: text, bankAccount: text });
export type BankAccountInput = v.InferOutput<typeof bankAccountInputSchema>;

export interface EnterpriseTypeNode {
  id: string;
  label: string;
  children?: EnterpriseTypeNode[];
}
/** A node of the enterprise-type tree; a node without children has no `children` field. */
export const enterpriseTypeTreeSchema: v.GenericSchema<unknown, EnterpriseTypeNode[]> = list(
  v.pipe(
    object({ id: text, label: text, children: optional(v.lazy(() => enterpriseTypeTreeSchema)) }),
    v.transform(({ id, label, children }) => (children?.length ? { id, label, children } : { id, label })),
  ),
);

/**
 * body of the review desk's step (/__demo/…/advance): the status to move to; the reviewer's reason (退回,
 * 未通过); the amount in yuan, granted at 审核通过 (default: the policy's amount) or paid at 已到账 (default:
 * the amount granted)
 */
export const deskStepSchema = object({
  status: text,
  reason: optional(text),
  amount: optional(v.pipe(number, v.minValue(0.01, 'an amount above 0'), v.maxValue(1e10, 'an amount'))),
});
export type DeskStep = v.InferOutput<typeof deskStepSchema>;

/** body of the review desk's 系统比对: whose account and which 免申即享 policy */
export const deskReceiptSchema = object({ accountId: text, policyId: text });
export type DeskReceipt = v.InferOutput<typeof deskReceiptSchema>;
