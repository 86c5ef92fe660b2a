// The backend contract (docs/api.md), shared by the portal, the worker and the demo server so they cannot
// drift: the envelope every answer is wrapped in, which host serves a path, and the entities' types, each
// inferred from its schema in ./schemas (the one place a shape is written, docs/schemas.md). Paths marked
// `assumed` are not in the spec; docs/api.md documents them as such.

export type { Page } from './schema';
export type { AccessLogBatch, AccessLogRecord, AccessLogResult } from './schemas/access-log';
export type {
  AccountKind,
  ConsultContact,
  ContactPreference,
  EnterpriseInfo,
  LoginStatus,
  LoginType,
  PcLoginStatus,
  PersonalInfo,
  SystemInfo,
  UserInfo,
} from './schemas/account';
export type { Ad, AdCode, AdList } from './schemas/ads';
export type {
  LockerDocument,
  LockerKeep,
  LockerKind,
  LockerList,
  LockerRemove,
  LockerRename,
  LockerUploadFields,
} from './schemas/locker';
export type {
  ApplicationCorrection,
  ApplicationFile,
  ApplicationForm,
  ApplicationSubmission,
  ApplyContext,
  ApplyDetail,
  ApplyEvent,
  DraftSave,
  MaterialFiles,
  ServerDraft,
} from './schemas/apply';
export type {
  BankAccountInput,
  CountyChoice,
  MessageRead,
  PersonInfoInput,
  ProjectInput,
  UrgeInput,
} from './schemas/centre-bodies';
export type { CaptchaImage, Consultation, SmsPayload } from './schemas/consult';
export type {
  Article,
  DeclarationGuide,
  FinancingProduct,
  GuideStep,
  PolicyCompilation,
  PublicityItem,
} from './schemas/content';
export type {
  ConditionResult,
  ConditionStatus,
  EnterpriseMatchPage,
  MatchExplanation,
  MatchListItem,
  MatchSummary,
  QuestionField,
  QuestionGroup,
  QuestionnaireRecord,
  QuestionnaireSubmission,
} from './schemas/matching';
export type {
  AmountRange,
  Audience,
  FreeReceiveResult,
  HotDicCode,
  HotKeyword,
  MatchingModel,
  OrderModel,
  PolicyDetail,
  PolicyListItem,
  PolicyQuery,
  PolicySuggestion,
} from './schemas/policy';
export type {
  PolicyChange,
  PolicyChangeKind,
  PolicyChanges,
  PolicyRevision,
  PolicyUpdate,
} from './schemas/policy-changes';
export type { OrgRegion } from './schemas/regions';
export type { RewardCount, Statistics } from './schemas/statistics';
export type {
  ApplyRecord,
  ApplyStatus,
  BankAccountChange,
  ConsultDetail,
  ConsultFile,
  ConsultRecord,
  EnjoyedPolicy,
  EnterpriseProject,
  EnterpriseTypeNode,
  MessageRecord,
  MessageTarget,
  UrgeRecord,
} from './schemas/user-centre';
export type {
  DeskReceipt,
  DeskStep,
  EnjoyPage,
  FreeReceipt,
  Payee,
  ReceiptEvent,
  ReceiptStatus,
  YearTotal,
} from './schemas/payments';

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
