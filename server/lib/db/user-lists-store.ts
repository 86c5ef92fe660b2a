// The user centre's lists in the database: messages, urges, enjoyed payments, receives, consultations,
// projects and bank-account changes; each row an account's, each list newest first (highest seq).
import type { Selectable } from 'kysely';
import type {
  BankAccountChange,
  ConsultFile,
  ConsultRecord,
  EnjoyedPolicy,
  EnterpriseProject,
  MessageRecord,
  Page,
  UrgeRecord,
} from '../../../src/shared/api/contract';
import type { StoredConsultation } from '../state';
import type { Db } from './applications-store';
import { fromJson, toJson } from './database';
import type { ConsultTable, Database, ProjectTable } from './schema';

type Listed = 'applications' | 'messages' | 'urges' | 'enjoys' | 'consults' | 'projects' | 'bank_changes';

/** One page of an account's list, newest first: the count and the page's rows, each its own query. */
export async function pageOf<T>(
  db: Db,
  table: Listed,
  accountId: string,
  page: number,
  pageSize: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const counted = await db
    .selectFrom(table)
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    records: await rows(pageSize, (page - 1) * pageSize),
    total: Number(counted.n),
    current: page,
    size: pageSize,
  };
}

const newest = <T extends keyof Database>(db: Db, table: T & Listed, accountId: string) =>
  db
    .selectFrom(table as Listed)
    .where('account_id', '=', accountId)
    .orderBy('seq', 'desc');

// ---- messages (我的消息)

export const messageOf = (r: Selectable<Database['messages']>): MessageRecord => ({
  id: r.id,
  title: r.title,
  content: r.content,
  createTime: r.create_time,
  read: r.read === 1,
  ...(r.target_json !== null
    ? { target: fromJson<NonNullable<MessageRecord['target']>>(r.target_json) }
    : {}),
});

export function insertMessages(db: Db, accountId: string, list: MessageRecord[]) {
  if (list.length === 0) return Promise.resolve();
  return db
    .insertInto('messages')
    .values(
      list.map((m) => ({
        id: m.id,
        account_id: accountId,
        title: m.title,
        content: m.content,
        create_time: m.createTime,
        read: m.read ? 1 : 0,
        target_json: m.target ? toJson(m.target) : null,
      })),
    )
    .execute();
}

export const messagePage = (db: Db, accountId: string, page: number, size: number) =>
  pageOf(db, 'messages', accountId, page, size, async (limit, offset) =>
    (await newest(db, 'messages', accountId).selectAll().limit(limit).offset(offset).execute()).map((r) =>
      messageOf(r as Selectable<Database['messages']>),
    ),
  );

/** Marks the account's message read and answers it; undefined when it has none with this id. */
export async function markMessageRead(db: Db, accountId: string, id: string) {
  const row = await db
    .updateTable('messages')
    .set({ read: 1 })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? messageOf(row) : undefined;
}

// ---- urges (我的催办)

export function insertUrges(db: Db, accountId: string, list: UrgeRecord[]) {
  if (list.length === 0) return Promise.resolve();
  return db
    .insertInto('urges')
    .values(
      list.map((u) => ({
        id: u.id,
        account_id: accountId,
        apply_id: u.applyId,
        policy_name: u.policyName,
        urge_time: u.urgeTime,
        reply: u.reply,
      })),
    )
    .execute();
}

const urgeOf = (r: Selectable<Database['urges']>): UrgeRecord => ({
  id: r.id,
  applyId: r.apply_id,
  policyName: r.policy_name,
  urgeTime: r.urge_time,
  reply: r.reply,
});

export const urgePage = (db: Db, accountId: string, page: number, size: number) =>
  pageOf(db, 'urges', accountId, page, size, async (limit, offset) =>
    (await newest(db, 'urges', accountId).selectAll().limit(limit).offset(offset).execute()).map((r) =>
      urgeOf(r as Selectable<Database['urges']>),
    ),
  );

/** Whether the application was urged on this day (YYYY-MM-DD). */
export async function urgedOn(db: Db, accountId: string, applyId: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('urges')
    .select('id')
    .where('account_id', '=', accountId)
    .where('apply_id', '=', applyId)
    .where('urge_time', 'like', `${day}%`)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- enjoyed payments (我享受的政策) and 免申即享 receives

export function insertEnjoys(db: Db, accountId: string, list: EnjoyedPolicy[]) {
  if (list.length === 0) return Promise.resolve();
  return db
    .insertInto('enjoys')
    .values(
      list.map((e) => ({
        id: e.id,
        account_id: accountId,
        policy_id: e.policyId,
        policy_name: e.policyName,
        reward_money: e.rewardMoney,
        pay_time: e.payTime,
      })),
    )
    .execute();
}

const enjoyOf = (r: Selectable<Database['enjoys']>): EnjoyedPolicy => ({
  id: r.id,
  policyId: r.policy_id,
  policyName: r.policy_name,
  rewardMoney: r.reward_money,
  payTime: r.pay_time,
});

export async function enjoyPage(db: Db, accountId: string, page: number, size: number) {
  const list = await pageOf(db, 'enjoys', accountId, page, size, async (limit, offset) =>
    (await newest(db, 'enjoys', accountId).selectAll().limit(limit).offset(offset).execute()).map((r) =>
      enjoyOf(r as Selectable<Database['enjoys']>),
    ),
  );
  const sum = await db
    .selectFrom('enjoys')
    .select((e) => e.fn.sum<number>('reward_money').as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { ...list, rewardMoneyTotal: Number(sum?.total ?? 0), yearTotals: await yearTotals(db, accountId) };
}

/** What the account received in each calendar year of payment (YYYY of pay_time), newest year first. */
export async function yearTotals(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('enjoys')
    .select((e) => [
      e.fn<string>('substr', ['pay_time', e.val(1), e.val(4)]).as('year'),
      e.fn.sum<number>('reward_money').as('total'),
      e.fn.countAll<number>().as('count'),
    ])
    .where('account_id', '=', accountId)
    .groupBy('year')
    .orderBy('year', 'desc')
    .execute();
  return rows.map((r) => ({ year: String(r.year), total: Number(r.total), count: Number(r.count) }));
}

/** The earliest payout of this policy in the account's 我享受的政策 (the oldest row). */
export async function firstPayTime(db: Db, accountId: string, policyId: string) {
  const row = await db
    .selectFrom('enjoys')
    .select('pay_time')
    .where('account_id', '=', accountId)
    .where('policy_id', '=', policyId)
    .orderBy('seq', 'asc')
    .executeTakeFirst();
  return row?.pay_time;
}

export async function receivedTime(db: Db, accountId: string, policyId: string) {
  const row = await db
    .selectFrom('received')
    .select('receive_time')
    .where('account_id', '=', accountId)
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  return row?.receive_time;
}

export function insertReceived(db: Db, accountId: string, policyId: string, receiveTime: string) {
  return db
    .insertInto('received')
    .values({ account_id: accountId, policy_id: policyId, receive_time: receiveTime })
    .execute();
}

// ---- consultations (我的咨询; the ones sent here carry name, phone and images)

type ConsultRow = Selectable<ConsultTable>;

export function insertConsults(
  db: Db,
  accountId: string,
  list: (ConsultRecord & Partial<StoredConsultation>)[],
) {
  if (list.length === 0) return Promise.resolve();
  return db
    .insertInto('consults')
    .values(
      list.map((c) => ({
        id: c.id,
        account_id: accountId,
        initiate_type: c.initiateType,
        initiate_content: c.initiateContent,
        create_time: c.createTime,
        reply: c.reply,
        reply_time: c.replyTime,
        initiate_name: c.initiateName ?? null,
        initiate_phone: c.initiatePhone ?? null,
        file_list_json: c.fileList ? toJson(c.fileList) : null,
      })),
    )
    .execute();
}

export const consultOf = (r: ConsultRow): ConsultRecord => ({
  id: r.id,
  initiateType: r.initiate_type,
  initiateContent: r.initiate_content,
  createTime: r.create_time,
  reply: r.reply,
  replyTime: r.reply_time,
});

/** A consultation sent through the portal, as /__demo/consultations shows it. */
export const storedConsultOf = (r: ConsultRow): StoredConsultation => ({
  id: r.id,
  accountId: r.account_id,
  initiateType: r.initiate_type,
  initiateName: r.initiate_name ?? '',
  initiatePhone: r.initiate_phone ?? '',
  initiateContent: r.initiate_content,
  fileList: r.file_list_json === null ? [] : fromJson<ConsultFile[]>(r.file_list_json),
  createTime: r.create_time,
});

export const consultPage = (db: Db, accountId: string, page: number, size: number) =>
  pageOf(db, 'consults', accountId, page, size, async (limit, offset) =>
    (await newest(db, 'consults', accountId).selectAll().limit(limit).offset(offset).execute()).map((r) =>
      consultOf(r as ConsultRow),
    ),
  );

export const findConsult = (db: Db, accountId: string, id: string) =>
  db
    .selectFrom('consults')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Every consultation sent through the portal, oldest first. */
export async function sentConsultations(db: Db): Promise<StoredConsultation[]> {
  const rows = await db
    .selectFrom('consults')
    .selectAll()
    .where('initiate_name', 'is not', null)
    .orderBy('seq', 'asc')
    .execute();
  return rows.map(storedConsultOf);
}

// ---- projects (项目管理) and bank-account changes

type ProjectRow = Selectable<ProjectTable>;

const projectColumns = (p: EnterpriseProject) => ({
  project_name: p.projectName,
  investment: p.investment,
  start_date: p.startDate,
  status: p.status,
  description: p.description,
  enterprise_type: p.enterpriseType ?? null,
  enterprise_type_name: p.enterpriseTypeName ?? null,
});

export function insertProjects(db: Db, accountId: string, list: EnterpriseProject[]) {
  if (list.length === 0) return Promise.resolve();
  return db
    .insertInto('projects')
    .values(list.map((p) => ({ id: p.id, account_id: accountId, ...projectColumns(p) })))
    .execute();
}

/** How many rows of a list the account keeps (the limits: server/lib/account-limits.ts). */
export async function countOwned(db: Db, table: Listed, accountId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((e) => e.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Replaces the account's project with this id; false when it has none. */
export async function updateProject(db: Db, accountId: string, project: EnterpriseProject): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set(projectColumns(project))
    .where('account_id', '=', accountId)
    .where('id', '=', project.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const projectOf = (r: ProjectRow): EnterpriseProject => ({
  id: r.id,
  projectName: r.project_name,
  investment: r.investment,
  startDate: r.start_date,
  status: r.status,
  description: r.description,
  ...(r.enterprise_type !== null ? { enterpriseType: r.enterprise_type } : {}),
  ...(r.enterprise_type_name !== null ? { enterpriseTypeName: r.enterprise_type_name } : {}),
});

export const projectPage = (db: Db, accountId: string, page: number, size: number) =>
  pageOf(db, 'projects', accountId, page, size, async (limit, offset) =>
    (await newest(db, 'projects', accountId).selectAll().limit(limit).offset(offset).execute()).map((r) =>
      projectOf(r as ProjectRow),
    ),
  );

export async function findProject(db: Db, accountId: string, id: string) {
  const row = await db
    .selectFrom('projects')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? projectOf(row) : undefined;
}

export function insertBankChange(db: Db, accountId: string, c: BankAccountChange) {
  return db
    .insertInto('bank_changes')
    .values({
      id: c.id,
      account_id: accountId,
      change_time: c.changeTime,
      old_account_masked: c.oldAccountMasked,
      new_account_masked: c.newAccountMasked,
      operator: c.operator,
    })
    .execute();
}

const bankChangeOf = (row: unknown): BankAccountChange => {
  const r = row as Selectable<Database['bank_changes']>;
  return {
    id: r.id,
    changeTime: r.change_time,
    oldAccountMasked: r.old_account_masked,
    newAccountMasked: r.new_account_masked,
    operator: r.operator,
  };
};

/** The changes made on one day (`day` is YYYY-MM-DD, as changeTime starts), for the daily limit. */
export async function bankChangesOn(db: Db, accountId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('bank_changes')
    .select((e) => e.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('change_time', 'like', `${day}%`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const bankChangePage = (db: Db, accountId: string, page: number, size: number) =>
  pageOf(db, 'bank_changes', accountId, page, size, async (limit, offset) =>
    (await newest(db, 'bank_changes', accountId).selectAll().limit(limit).offset(offset).execute()).map(
      bankChangeOf,
    ),
  );
