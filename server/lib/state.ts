// What one app instance keeps in memory: only short-lived things a restart may lose (captchas, SMS codes,
// their rate limits, login starts, injected faults, the access log's latest records and recent ids). Everything a person hands
// over is in the database (server/lib/db/); `resetState` empties this part, a demo reset the database too.
import type {
  AccessLogRecord,
  ApplicationForm,
  ApplyEvent,
  MaterialFiles,
  ApplyRecord,
  BankAccountChange,
  Consultation,
  ConsultRecord,
  EnjoyedPolicy,
  EnterpriseProject,
  MessageRecord,
  UrgeRecord,
} from '../../src/shared/api/contract';
import { BoundedMap } from './bounded-map';
import type { AccessCounts } from './db/access-log-store';
import { DedupeWindow } from './dedupe-window';
import { SlidingLimit } from './rate-limit';

export interface Session {
  token: string;
  kind: 1 | 2;
  accountId: string;
  createdAt: number;
  lastSeen: number;
  cookieId: string;
  /** the portal redeemed this login's ticket: only then may loginCheck reuse it for a silent login */
  accepted: boolean;
  /** the login-start cookie of the browser that made it: only there may loginCheck reuse it */
  browser?: string;
}

/** A login the portal started (mztLogin / loginCheck with its state), bound to the browser that asked. */
export interface LoginStart {
  browser: string;
  loginType: 1 | 2;
}

/** A consultation sent through the portal (/__demo/consultations): the record, who sent it and its images. */
export type StoredConsultation = Omit<ConsultRecord, 'reply' | 'replyTime'> &
  Pick<Consultation, 'initiateName' | 'initiatePhone' | 'fileList'> & { accountId: string };

export interface Fault {
  id: number;
  path: string;
  method?: string;
  code?: number | string;
  msg?: string;
  status?: number;
  delayMs?: number;
  data?: unknown;
  /** calls left; undefined = until DELETE /__demo/faults */
  remaining?: number;
}

/** An account's seeded user-centre lists, newest first (server/data/user-records.ts writes them once). */
export interface UserData {
  applies: ApplyRecord[];
  enjoys: EnjoyedPolicy[];
  urges: UrgeRecord[];
  consults: ConsultRecord[];
  messages: MessageRecord[];
  projects: EnterpriseProject[];
  bankChanges: BankAccountChange[];
  /** what each application holds besides its list row: form, files, history */
  extras: Map<string, ApplicationExtras>;
}

export interface ApplicationExtras {
  form: ApplicationForm | null;
  files: MaterialFiles[];
  /** oldest first; every time is when the step really happened */
  history: ApplyEvent[];
}

export interface DemoState {
  /** the portal's login starts by state: the identity page logs in only for one of these */
  loginStarts: BoundedMap<LoginStart>;
  /** audioSeed/plays: the spoken captcha's one rendition and how often it was played */
  captchas: Map<string, { text: string; expiresAt: number; audioSeed?: number; plays?: number }>;
  /** wrong: the wrong codes tried against it (server/lib/sms-attempts.ts) */
  sms: Map<string, { code: string; sentAt: number; expiresAt: number; wrong?: number }>;
  /** the latest records (for /__demo/access-logs), recent ids for dedupe, and the counts the database holds */
  accessLog: { records: AccessLogRecord[]; seen: DedupeWindow } & AccessCounts;
  smsLimits: { perPhone: SlidingLimit; perClient: SlidingLimit; siteWide: SlidingLimit };
  lastSweep: number;
  faults: Fault[];
  faultSeq: number;
  idSeq: number;
}

const HOUR_MS = 3600 * 1000;
export const MAX_LOGIN_STARTS = 20_000;
export const SMS_PER_PHONE_HOURLY = 5;
export const SMS_PER_CLIENT_HOURLY = 10;
export const SMS_SITE_HOURLY = 300;

export function createState(): DemoState {
  return {
    loginStarts: new BoundedMap<LoginStart>(MAX_LOGIN_STARTS),
    captchas: new Map(),
    sms: new Map(),
    accessLog: { records: [], requests: 0, accepted: 0, seen: new DedupeWindow() },
    smsLimits: {
      perPhone: new SlidingLimit(SMS_PER_PHONE_HOURLY, HOUR_MS),
      perClient: new SlidingLimit(SMS_PER_CLIENT_HOURLY, HOUR_MS),
      siteWide: new SlidingLimit(SMS_SITE_HOURLY, HOUR_MS, 1),
    },
    lastSweep: 0,
    faults: [],
    faultSeq: 0,
    idSeq: 0,
  };
}

export function resetState(state: DemoState): void {
  Object.assign(state, createState());
}

export function nextId(state: DemoState, prefix: string): string {
  state.idSeq += 1;
  return `${prefix}-${Date.now().toString(36)}${String(state.idSeq).padStart(4, '0')}`;
}
