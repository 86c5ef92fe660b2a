// The backend contract (entities and calls, docs/api.md), shared by the portal and the demo server so they
// cannot drift. Paths marked `assumed` are not in the spec; docs/api.md documents them as such.
import type { ApplicantProfile, EligibilityCondition, EnterpriseProfileField } from '../eligibility/conditions';
import type { ContentKind } from '../apply/material-rules';

/** Every answer is wrapped in this envelope. The platform host uses string codes ('0000', '0001', '10001'...). */
export interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

const SECOND_SUCCESS = new Set(['200', '0000', '0001']);

/** Whether an envelope's code means success for that client (the primary client also takes no code). */
export function isSuccessCode(client: 'primary' | 'second', code: unknown): boolean {
  if (code === undefined || code === null || code === '') return client === 'primary';
  return client === 'primary' ? String(code) === '200' : SECOND_SUCCESS.has(String(code));
}

export type EnvelopeReading =
  | { ok: true; data: unknown }
  | { ok: false; code: string; msg: string }
  | { ok: false; code: null; msg: string };

/** Reads a parsed JSON answer as the envelope: its data, or the failure's code and message (code null: no envelope). */
export function readEnvelope(client: 'primary' | 'second', answer: unknown): EnvelopeReading {
  if (typeof answer !== 'object' || answer === null)
    return { ok: false, code: null, msg: 'the server answer is not an envelope' };
  const { code, msg, data } = answer as { code?: unknown; msg?: unknown; data?: unknown };
  if (isSuccessCode(client, code)) return { ok: true, data };
  return {
    ok: false,
    code: String(code),
    msg: typeof msg === 'string' && msg !== '' ? msg : `error ${String(code)}`,
  };
}

/** MyBatis-Plus style page, as Chinese government backends commonly answer. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export type AccountKind = 1 | 2 | 4;
export type LoginType = 1 | 2;

export interface SystemInfo {
  systemCode: string;
  pcUrl: string;
}

export interface UserInfo {
  userName: string;
  enterpriseName?: string;
  enterpriseId?: string;
  countyCode?: string;
  /** 1 = enterprise information incomplete */
  state?: number;
  enterpriseCode?: string;
}

/** assumed: how a person wants to be told about progress (personal/save) */
export type ContactPreference = 'sms' | 'site' | 'phone';

export interface PersonalInfo {
  userName: string;
  idCardMasked: string;
  phoneMasked: string;
  countyCode?: string;
  address?: string;
  contactPreference?: ContactPreference;
}

export interface EnterpriseInfo extends UserInfo {
  enterpriseName: string;
  enterpriseId: string;
  enterpriseCode: string;
  legalPerson: string;
  enterpriseType: string;
  registeredCapital: string;
  establishDate: string;
  address: string;
  contactPhoneMasked: string;
  bankName?: string;
  bankAccountMasked?: string;
}

export interface LoginStatus {
  loginStatus: number;
}

export interface OrgRegion {
  code: string;
  id: string;
  name: string;
}

export interface Ad {
  adContent: string;
  adLink: string;
  adTitle?: string;
}

export type AdCode = 'ad_PC_policyDetail' | 'ad_PC_homePage2';

export interface AdList {
  adList: Ad[];
}

/** Amounts in 10 thousand yuan; visits as counts. */
export interface Statistics {
  freeAmount: number;
  applyAmount: number;
  total: number;
  policyCount: number;
  homePageCount: number;
}

export interface RewardCount {
  applyCount: number;
  rewardMoney: number;
  rewardMoneyStr: string;
}

export interface HotKeyword {
  entryName: string;
}

export type HotDicCode = 'HotEnterpriseKeywords' | 'HotPeopleKeywords';

/** 1 = enterprise benefit, 2 = people benefit */
export type Audience = 1 | 2;
/** 1 latest, 2 hot, 3 visits; 4 closing soonest (assumed extension) */
export type OrderModel = 1 | 2 | 3 | 4;
/** assumed extension: reward bands 1 below 1万, 2 1万–10万, 3 10万–50万, 4 above 50万 (yuan) */
export type AmountRange = 1 | 2 | 3 | 4;
export type MatchingModel = 1 | 2 | 3;

export interface PolicyListItem {
  id: string;
  policyName: string;
  areaTypeStr: string;
  remainingDays: number;
  competentDepartmentPath: string;
  declareTime: string;
  rewardMoney: number;
  rewardMoneyStr: string;
  /** 1 = within the declaration window */
  applyTimeState: number;
  /** 1 = apply, otherwise free/exempt application */
  declarationType: number;
  freeApplyNameId: string;
  /** assumed extension: YYYY-MM-DD HH:mm:ss, for 新 on a saved search and the latest-first order offline */
  publishTime?: string;
  /** assumed extension: the window's last day (YYYY-MM-DD), for closing-soonest offline */
  declareEnd?: string;
  /** assumed extension: the conditions the list filters on (applicant, area, industry, size) */
  eligibility?: EligibilityCondition[];
}

/** assumed: fields of a policy's detail page */
export interface PolicyDetail extends PolicyListItem {
  countyCode: string;
  audience: Audience;
  /** rich HTML from the server: always sanitised before display */
  content: string;
  conditions: string[];
  /** assumed: the conditions in the shared eligibility model (read as none when the backend sends none) */
  eligibility: EligibilityCondition[];
  materials: string[];
  declareStart: string;
  declareEnd: string;
  contactPhone: string;
  visits: number;
  publishTime: string;
  attachments: { fileName: string; url: string }[];
}

export interface PolicyQuery {
  policyName?: string;
  page: number;
  pageSize: number;
  orderModel?: OrderModel;
  matchingModel?: MatchingModel;
  countyCode?: string;
  audience?: Audience;
  declarationType?: number;
  /** assumed extension: 1 = only policies open for application today */
  applyState?: 1;
  amountRange?: AmountRange;
  /** assumed extension: GB/T 4754 section letter the policy must admit (enterprise policies) */
  industry?: string;
  /** assumed extension: micro | small | medium | large */
  enterpriseSize?: string;
  /** assumed extension: the competent department's full name */
  department?: string;
}

/** assumed extension of policyMatchingPage: why a policy matched, for a logged-in person */
export type ConditionStatus = 'met' | 'unmet' | 'unanswered';

export interface ConditionResult {
  fieldCode: string;
  fieldName: string;
  status: ConditionStatus;
  /** the labels the person chose (empty when unanswered) */
  answerLabels: string[];
  /** the labels the policy accepts */
  acceptedLabels: string[];
}

export interface MatchExplanation {
  conditions: ConditionResult[];
  /** field codes still unanswered, in questionnaire order */
  missingFields: string[];
  /** what to prepare for the application */
  materials: string[];
  /**
   * assumed: every condition of the policy (area, applicant kind, enterprise fields, questionnaire) and the
   * applicant profile it was matched against, evaluated again in the browser with the shared model
   */
  eligibility?: EligibilityCondition[];
  profile?: ApplicantProfile;
}

/** A matching-list item; `explanation` is absent when the backend does not send it. */
export interface MatchListItem extends PolicyListItem {
  explanation?: MatchExplanation;
}

/**
 * assumed: 惠企政策匹配 — one group of an enterprise's matches from its enterprise information, with the
 * counts of all three groups, the profile it was matched against and what is missing from it
 */
export interface EnterpriseMatchPage extends Page<MatchListItem> {
  accurateCount: number;
  probablyCount: number;
  mismatchingCount: number;
  profile: ApplicantProfile;
  /** where the county came from: the saved region, the credit code's registration authority, or nowhere */
  countySource: 'record' | 'creditCode' | 'none';
  /** the profile fields not on record that some policy of the enterprise's area conditions on */
  missingFields: EnterpriseProfileField[];
  /** possible matches a completed profile would settle */
  undecidedCount: number;
}

export interface MatchSummary {
  accurateCount: number;
  probablyCount: number;
  mismatchingCount: number;
  rewardMoney: number;
  queryTimes: number;
  answerItems: Record<string, string>;
}

export interface QuestionField {
  fieldCode: string;
  fieldName: string;
  fieldTypeStr: string;
  /** 3 single choice, 4 multiple choice */
  fieldType: 3 | 4;
  /** option labels; an option's value is its 1-based position as a string */
  dictLabelList: string[];
}

export interface QuestionGroup {
  name: string;
  fieldList: QuestionField[];
}

export interface QuestionnaireRecord {
  id: string;
  submitTime: string;
  answers: Record<string, string>;
  accurateCount: number;
}

export interface ConsultFile {
  fileName: string;
  imgPath: string;
}

export interface Consultation {
  /** '1' = leave a message; otherwise suggestion */
  initiateType: string;
  initiateName: string;
  initiatePhone: string;
  initiateContent: string;
  fileList: ConsultFile[];
}

export interface CaptchaImage {
  img: string;
  uuid: string;
}

export interface SmsPayload {
  uuid: string;
  captcha: string;
  type: number;
  recvPhone: string;
}

export interface AccessLogRecord {
  accessType: number;
  userType: 1 | 2 | 3;
  sourceType: 1;
  policyId: string | null;
  orgCode: string;
  /** client-side id so the server can ignore a batch it has already seen */
  clientRecordId?: string;
  accessTime?: string;
}

export interface AccessLogBatch {
  systemAccessInfoList: AccessLogRecord[];
}

export interface EnterpriseTypeNode {
  id: string;
  label: string;
  children?: EnterpriseTypeNode[];
}

/** assumed: news, publicity and announcements */
export interface Article {
  id: string;
  title: string;
  summary: string;
  source: string;
  publishTime: string;
  countyCode: string;
  content: string;
  attachments: { fileName: string; url: string }[];
}

export interface PublicityItem {
  id: string;
  policyId: string;
  policyName: string;
  enterpriseName: string;
  rewardMoney: number;
  countyCode: string;
  publishTime: string;
  /** publicity window end (申报公示) or payment date (兑现公告) */
  endTime: string;
  kind: 'publicity' | 'notice';
}

export interface FinancingProduct {
  id: string;
  productName: string;
  bankName: string;
  rateRange: string;
  maxAmount: number;
  termMonths: number;
  description: string;
}

export interface BankAccountChange {
  id: string;
  changeTime: string;
  oldAccountMasked: string;
  newAccountMasked: string;
  operator: string;
}

/** assumed: where an application is; returned = sent back for correction, rejected = not approved */
export const APPLY_STATUSES = [
  'submitted',
  'accepted',
  'reviewing',
  'approved',
  'returned',
  'rejected',
  'paid',
] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

/** assumed: user-centre records */
export interface ApplyRecord {
  id: string;
  policyId: string;
  policyName: string;
  applyTime: string;
  status: ApplyStatus;
  rewardMoney: number;
  /** assumed: the last day of the policy's declaration window (YYYY-MM-DD); a backend may not send it */
  declareEnd?: string;
  /** assumed: returned or not approved: the reviewer's reason */
  reason?: string;
}

export interface EnjoyedPolicy {
  id: string;
  policyId: string;
  policyName: string;
  rewardMoney: number;
  payTime: string;
}

/** assumed: 我享受的政策 answers its page and, beside it, the sum of every record's rewardMoney (yuan) */
export interface EnjoyPage extends Page<EnjoyedPolicy> {
  rewardMoneyTotal: number;
}

export interface UrgeRecord {
  id: string;
  applyId: string;
  policyName: string;
  urgeTime: string;
  reply: string | null;
}

export interface ConsultRecord {
  id: string;
  initiateType: string;
  initiateContent: string;
  createTime: string;
  reply: string | null;
  replyTime: string | null;
}

export interface MessageRecord {
  id: string;
  title: string;
  content: string;
  createTime: string;
  read: boolean;
  /** assumed: what the message is about, so the portal can link to it */
  target?: MessageTarget;
}

/** assumed: the logged-in user's name and mobile number, to prefill the consultation form */
export interface ConsultContact {
  name: string;
  phone: string;
}

export interface MessageTarget {
  kind: 'apply' | 'policy' | 'consult';
  id: string;
}

export interface EnterpriseProject {
  id: string;
  projectName: string;
  investment: number;
  startDate: string;
  status: string;
  description: string;
  /** node id and label in the enterprise-type tree */
  enterpriseType?: string;
  enterpriseTypeName?: string;
}

/** The six backend hosts; HOST_TABLE says which serves a path. */
export type HostName = 'policy' | 'platform' | 'freeApply' | 'consult' | 'financing' | 'intelligentForm';

/** Which host serves a path: the first matching row wins. */
export const HOST_TABLE: readonly { pattern: RegExp; host: HostName }[] = [
  { pattern: /^\/api\/sj\//, host: 'platform' },
  { pattern: /^\/api\/pc\/hm\/v1\/policy\/free\//, host: 'freeApply' },
  { pattern: /^\/api\/pc\/hm\//, host: 'intelligentForm' },
  { pattern: /^\/api\/manage\/gj\/v1\/pcApi\/financingMarket\//, host: 'financing' },
  // the consultation POST carries the SMS code as its last segment (pcLogin/{authCode},
  // docs/product.md#consultation)
  { pattern: /^\/api\/manage\/gj\/v1\/pcLogin\/(imgFile|\d{4,8})$/, host: 'consult' },
  { pattern: /^\/api\//, host: 'policy' },
];

export function hostForPath(path: string): HostName {
  return HOST_TABLE.find((row) => row.pattern.test(path))?.host ?? 'policy';
}

/** The platform host answers through the second client (docs/product.md#errors-and-timeouts). */
export function clientForHost(host: HostName): 'primary' | 'second' {
  return host === 'platform' ? 'second' : 'primary';
}

// ---- added with the demo server: answers of assumed endpoints and a few spec answers not typed above ----

/** assumed: pcLoginStatus answer; `token` only when a one-time ticket was exchanged */
export interface PcLoginStatus extends LoginStatus {
  token?: string;
}

/** assumed: policySuggest item */
export interface PolicySuggestion {
  id: string;
  policyName: string;
}

/** assumed: answer of the access-log POST */
export interface AccessLogResult {
  accepted: number;
  duplicates: number;
}

/** assumed: answer of free/name/receive/{id} */
export interface FreeReceiveResult {
  policyId: string;
  freeApplyNameId: string;
  alreadyReceived: boolean;
  receiveTime: string;
}

export interface GuideStep {
  title: string;
  description: string;
}

/** assumed: declaration guide (申报指南) */
export interface DeclarationGuide {
  id: string;
  title: string;
  audience: Audience;
  department: string;
  summary: string;
  steps: GuideStep[];
  materials: string[];
  contactPhone: string;
  updateTime: string;
  policyIds: string[];
}

/** assumed: policy compilation (政策汇编), grouped by year and department */
export interface PolicyCompilation {
  id: string;
  title: string;
  year: number;
  department: string;
  countyCode: string;
  summary: string;
  publishTime: string;
  policies: PolicySuggestion[];
}

/** assumed: detail of one of my applications */
export interface ApplyDetail extends ApplyRecord {
  applicantName: string;
  materials: string[];
  progress: { time: string; node: string; remark: string }[];
  /** assumed: each step with the time it happened, oldest first */
  history?: ApplyEvent[];
  /** assumed: what was submitted: the form and the files of each material */
  form?: ApplicationForm;
  files?: MaterialFiles[];
  /** assumed: why it was returned or not approved (the latest reviewer's reason) */
  reason?: string;
}

/** assumed: one step of an application's history */
export interface ApplyEvent {
  status: ApplyStatus;
  /** YYYY-MM-DD HH:mm:ss, when it happened */
  time: string;
  /** the department's or reviewer's words (a reason for returned / rejected) */
  remark: string;
  /** a resubmission after a return: the applicant's note and the materials whose files were replaced */
  correction?: { note: string; replaced: string[] };
}

/** assumed: a material file the server accepted (checked by content) */
export interface ApplicationFile {
  fileId: string;
  fileName: string;
  size: number;
  kind: ContentKind;
  url: string;
}

export interface MaterialFiles {
  material: string;
  files: ApplicationFile[];
}

/** assumed: the application form's fields */
export interface ApplicationForm {
  contactName: string;
  contactPhone: string;
  countyCode: string;
  address: string;
  description: string;
}

/** assumed: the body of apply/submit; requestId makes a repeated submit answer the first one */
export interface ApplicationSubmission extends ApplicationForm {
  policyId: string;
  requestId: string;
  promise: boolean;
  materials: { material: string; fileIds: string[] }[];
}

/** assumed: body of apply/resubmit (a returned application corrected) */
export interface ApplicationCorrection {
  applyId: string;
  note: string;
  materials: { material: string; fileIds: string[] }[];
}

/** assumed: body of apply/draft/{policyId} (POST): the form as far as it is written, uploaded files only */
export interface DraftSave {
  requestId: string;
  values: ApplicationForm & { promise: boolean };
  materials: { material: string; fileIds: string[] }[];
  /** when the applicant last changed it (ms since 1970, the browser's clock): the newer draft wins */
  changedAt: number;
}

/** assumed: answer of apply/draft/{policyId}: the account's draft for the policy, or null */
export interface ServerDraft {
  policyId: string;
  requestId: string;
  values: ApplicationForm & { promise: boolean };
  files: MaterialFiles[];
  changedAt: number;
}

/** assumed: answer of apply/context/{policyId}: who applies, and whether they already did */
export interface ApplyContext {
  profile: ApplicantProfile;
  existing: ApplyRecord | null;
  /** a 免申即享 policy the account received already: when (its first receive) */
  received: { receiveTime: string } | null;
  prefill: {
    applicantName: string;
    creditCode: string;
    contactName: string;
    contactPhone: string;
    countyCode: string;
    address: string;
  };
}

/** assumed: detail of one of my consultations */
export interface ConsultDetail extends ConsultRecord {
  initiateName: string;
  initiatePhoneMasked: string;
  fileList: ConsultFile[];
}
