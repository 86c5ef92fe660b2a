// The reference API's tables as Kysely sees them: real columns for what is looked up or ordered by, JSON text
// only for nested documents (a form, a history, a file list). `seq` orders a list newest first (highest seq).
import type { Generated } from 'kysely';

/** milliseconds since the epoch; times shown to people are text as the API sends them (YYYY-MM-DD HH:mm:ss) */
type Millis = number;
/** 0 or 1: SQLite has no boolean type, so both dialects store one this way */
type Flag = number;

export interface SessionTable {
  token: string;
  kind: number;
  account_id: string;
  created_at: Millis;
  last_seen: Millis;
  cookie_id: string;
  accepted: Flag;
  /** the login-start id of the browser that made it (only there may loginCheck reuse it) */
  browser: string | null;
}

export interface TicketTable {
  ticket: string;
  token: string;
  cookie_id: string;
  expires_at: Millis;
}

/** one row per account: its kind, its profile as edited (region, address, bank, contact preference) */
export interface AccountTable {
  account_id: string;
  kind: number;
  info_json: string | null;
  query_times: number;
}

export interface ApplicationTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  policy_id: string;
  policy_name: string;
  apply_time: string;
  status: string;
  reward_money: number;
  declare_end: string | null;
  /** the submit's requestId: a repeated submit answers the first application */
  request_id: string | null;
  form_json: string | null;
  files_json: string;
  history_json: string;
}

export interface MessageTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  title: string;
  content: string;
  create_time: string;
  read: Flag;
  target_json: string | null;
}

export interface UrgeTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  apply_id: string;
  policy_name: string;
  urge_time: string;
  reply: string | null;
}

export interface EnjoyTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  policy_id: string;
  policy_name: string;
  reward_money: number;
  pay_time: string;
}

/** a 免申即享 receipt followed to the bank: one per account and policy */
export interface ReceiptTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  policy_id: string;
  policy_name: string;
  /** one of RECEIPT_STATUSES */
  status: string;
  /** yuan */
  granted_money: number;
  history_json: string;
}

export interface ReceivedTable {
  account_id: string;
  policy_id: string;
  receive_time: string;
}

/** 我的咨询: seeded rows have no name, phone or images (the account's own are shown) */
export interface ConsultTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  initiate_type: string;
  initiate_content: string;
  create_time: string;
  reply: string | null;
  reply_time: string | null;
  initiate_name: string | null;
  initiate_phone: string | null;
  file_list_json: string | null;
}

export interface ProjectTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  project_name: string;
  investment: number;
  start_date: string;
  status: string;
  description: string;
  enterprise_type: string | null;
  enterprise_type_name: string | null;
}

export interface BankChangeTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  change_time: string;
  old_account_masked: string;
  new_account_masked: string;
  operator: string;
}

export interface QuestionnaireTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  submit_time: string;
  answers_json: string;
  accurate_count: number;
}

export interface DraftTable {
  account_id: string;
  policy_id: string;
  request_id: string;
  values_json: string;
  files_json: string;
  changed_at: Millis;
}

/** an uploaded file: the bytes are on disk under their sha256, this row says whose and what it is */
export interface FileTable {
  id: string;
  account_id: string;
  /** 'material' (application materials) or 'image' (consultation images) */
  purpose: string;
  name: string;
  size: number;
  kind: string;
  mime: string;
  hash: string;
  created_at: Millis;
  /** set when an application holding the file is submitted: from then on it is never evicted */
  application_id: string | null;
  /** set when a consultation holding the image is sent */
  consultation_id: string | null;
}

/** 我的材料: a document kept for reuse; its files are rows of `files` */
export interface LockerDocumentTable {
  seq: Generated<number>;
  id: string;
  account_id: string;
  /** one of LOCKER_KINDS */
  kind: string;
  name: string;
  /** 'upload' (本人上传) or 'licence' (电子证照库) */
  source: string;
  /** YYYY-MM-DD; null: no end */
  valid_until: string | null;
  /** YYYY-MM-DD HH:mm:ss */
  upload_time: string;
  /** the ids of its files, in order */
  file_ids_json: string;
}

/** running totals: access-log requests and accepted records (the visit count) */
export interface CounterTable {
  name: string;
  value: number;
}

/** one revision of one policy: the fields it set (applied over the seed catalogue on start) and the changes told */
export interface PolicyRevisionTable {
  seq: Generated<number>;
  policy_id: string;
  /** YYYY-MM-DD HH:mm:ss, as the API sends it */
  changed_at: string;
  /** the record's fields after the change (declareEnd, declareTime, rewardMoney, …) */
  fields_json: string;
  /** what changed, from → to, as policy/changes answers it */
  changes_json: string;
}

export interface Database {
  sessions: SessionTable;
  tickets: TicketTable;
  accounts: AccountTable;
  applications: ApplicationTable;
  messages: MessageTable;
  urges: UrgeTable;
  enjoys: EnjoyTable;
  received: ReceivedTable;
  receipts: ReceiptTable;
  consults: ConsultTable;
  projects: ProjectTable;
  bank_changes: BankChangeTable;
  questionnaire_records: QuestionnaireTable;
  drafts: DraftTable;
  files: FileTable;
  locker_documents: LockerDocumentTable;
  counters: CounterTable;
  policy_revisions: PolicyRevisionTable;
}

/** every table, in the order a reset empties them */
export const TABLES = [
  'sessions',
  'tickets',
  'accounts',
  'applications',
  'messages',
  'urges',
  'enjoys',
  'received',
  'receipts',
  'consults',
  'projects',
  'bank_changes',
  'questionnaire_records',
  'drafts',
  'files',
  'locker_documents',
  'counters',
  'policy_revisions',
] as const satisfies readonly (keyof Database)[];
