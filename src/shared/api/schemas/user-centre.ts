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

export const enjoyedPolicySchema = object({
  id: text,
  policyId: withDefault(text, ''),
  policyName: text,
  rewardMoney: withDefault(number, 0),
  payTime: text,
});
export type EnjoyedPolicy = v.InferOutput<typeof enjoyedPolicySchema>;

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

export const bankAccountChangeSchema = object({
  id: text,
  changeTime: text,
  oldAccountMasked: withDefault(text, ''),
  newAccountMasked: withDefault(text, ''),
  operator: withDefault(text, ''),
});
export type BankAccountChange = v.InferOutput<typeof bankAccountChangeSchema>;
export const bankAccountChangePageSchema = page(bankAccountChangeSchema);

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
