// The money followed to the bank: the account it goes to (the one on file when it is sent), and 免申即享
// receipts with their own steps 系统比对 → 推送确认 → 确认领取 → 资金拨付 → 已到账, each step written with
// its message in 我的消息, and the payout entered in 我享受的政策 when it arrives.
import type { Selectable } from 'kysely';
import type {
  EnterpriseInfo,
  FreeReceipt,
  MessageRecord,
  Payee,
  ReceiptEvent,
  ReceiptStatus,
} from '../../src/shared/api/contract';
import { findAccount } from '../data/accounts';
import { yuanText } from '../data/user-messages';
import type { DemoContext } from './context';
import { accountInfo } from './db/account-store';
import type { Db } from './db/applications-store';
import { fromJson, toJson } from './db/database';
import type { ReceiptTable } from './db/schema';
import { insertEnjoys, insertMessages } from './db/user-lists-store';
import { nextId } from './state';
import { formatDateTime } from './time';

/**
 * The receiving account on file: an enterprise's settlement account as last changed in the portal, a
 * person's social-security card account; undefined when none is registered (no money can be sent).
 */
export async function payeeOf(db: Db, accountId: string): Promise<Payee | undefined> {
  const account = findAccount(accountId);
  if (!account) return undefined;
  if (account.kind === 1) return { ...account.payout };
  const info = (await accountInfo<EnterpriseInfo>(db, accountId)) ?? account.info;
  if (!info.bankAccountMasked) return undefined;
  return { bankName: info.bankName ?? '', accountMasked: info.bankAccountMasked };
}

export const payeeText = (p: Payee) => `${p.bankName} ${p.accountMasked}`.trim();

/** Where the review desk may move a receipt from each step; 确认领取 is the person's own (freeReceive). */
export const RECEIPT_NEXT: Record<ReceiptStatus, readonly ReceiptStatus[]> = {
  matched: ['pushed'],
  pushed: ['confirmed'],
  confirmed: ['disbursing'],
  disbursing: ['paid'],
  paid: [],
};

/** the steps only the receiving account takes */
export const OWNER_STEPS: readonly ReceiptStatus[] = ['confirmed'];

// ---- the receipts table

export interface StoredReceipt {
  accountId: string;
  receipt: FreeReceipt;
}

const receiptOf = (r: Selectable<ReceiptTable>): StoredReceipt => {
  const history = fromJson<ReceiptEvent[]>(r.history_json);
  const status = r.status as ReceiptStatus;
  const paid = status === 'paid' ? history.find((e) => e.status === 'paid')?.amount : undefined;
  return {
    accountId: r.account_id,
    receipt: {
      id: r.id,
      policyId: r.policy_id,
      policyName: r.policy_name,
      status,
      grantedMoney: r.granted_money,
      ...(paid !== undefined ? { paidMoney: paid } : {}),
      history,
    },
  };
};

export async function findReceipt(db: Db, accountId: string, policyId: string) {
  const row = await db
    .selectFrom('receipts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  return row ? receiptOf(row) : undefined;
}

export async function findAnyReceipt(db: Db, id: string) {
  const row = await db.selectFrom('receipts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? receiptOf(row) : undefined;
}

/** every account's receipts (the review desk), newest first */
export async function allReceipts(db: Db) {
  return (await db.selectFrom('receipts').selectAll().orderBy('seq', 'desc').execute()).map(receiptOf);
}

/** the account's receipts not yet paid, newest first (a person has a handful at most) */
export async function openReceipts(db: Db, accountId: string): Promise<FreeReceipt[]> {
  const rows = await db
    .selectFrom('receipts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '!=', 'paid')
    .orderBy('seq', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => receiptOf(r).receipt);
}

async function saveReceipt(db: Db, stored: StoredReceipt, isNew: boolean) {
  const { receipt } = stored;
  if (isNew)
    await db
      .insertInto('receipts')
      .values({
        id: receipt.id,
        account_id: stored.accountId,
        policy_id: receipt.policyId,
        policy_name: receipt.policyName,
        status: receipt.status,
        granted_money: receipt.grantedMoney,
        history_json: toJson(receipt.history),
      })
      .execute();
  else
    await db
      .updateTable('receipts')
      .set({ status: receipt.status, history_json: toJson(receipt.history) })
      .where('id', '=', receipt.id)
      .execute();
}

// ---- steps and their messages

/** The message telling the person that a receipt reached a step (links to the policy). */
export function receiptMessage(
  r: FreeReceipt,
  e: ReceiptEvent,
): Omit<MessageRecord, 'id' | 'read' | 'createTime'> {
  const amount = yuanText(e.amount ?? r.grantedMoney);
  const to = e.payee ? payeeText(e.payee) : '您登记的银行账户';
  const text: Record<ReceiptStatus, [string, string]> = {
    matched: [
      '免申即享比对结果',
      `经系统比对，您符合“${r.policyName}”的享受条件，可享受${amount}，无需申报。`,
    ],
    pushed: [
      '免申即享待确认领取',
      `“${r.policyName}”可享受${amount}，请在“免申即享”页面确认领取，确认后资金将拨付至您登记的账户。`,
    ],
    confirmed: ['免申即享已确认领取', `您已确认领取“${r.policyName}”，资金${amount}将拨付至${to}。`],
    disbursing: ['免申即享资金拨付中', `“${r.policyName}”资金${amount}已进入拨付流程，收款账户${to}。`],
    paid: ['免申即享资金已到账', `“${r.policyName}”资金${amount}已到账，收款账户${to}，请注意查收。`],
  };
  const [title, content] = text[e.status];
  return { title, content, target: { kind: 'policy', id: r.policyId } };
}

const REMARKS: Record<ReceiptStatus, string> = {
  matched: '系统比对数据，符合享受条件',
  pushed: '已推送至申请人，待确认领取',
  confirmed: '申请人确认领取',
  disbursing: '资金拨付中',
  paid: '资金已到账',
};

/**
 * A receipt reaches a step now: the step (with its amount, and at 资金拨付 / 已到账 the account on file),
 * the message (unless quiet: a 系统比对 made by the person's own 确认领取 is told by that step's message),
 * and at 已到账 the payout in 我享受的政策; written to `db`, the caller's transaction.
 */
export async function recordReceiptStep(
  ctx: DemoContext,
  db: Db,
  stored: StoredReceipt,
  status: ReceiptStatus,
  options: { amount?: number; payee?: Payee; isNew?: boolean; time?: string; quiet?: boolean } = {},
): Promise<ReceiptEvent> {
  const { receipt } = stored;
  const time = options.time ?? formatDateTime(ctx.now());
  const event: ReceiptEvent = {
    status,
    time,
    remark: REMARKS[status],
    amount: options.amount ?? receipt.grantedMoney,
    ...(options.payee ? { payee: options.payee } : {}),
  };
  receipt.status = status;
  receipt.history.push(event);
  if (status === 'paid') receipt.paidMoney = event.amount;
  await saveReceipt(db, stored, options.isNew === true);
  if (!options.quiet)
    await insertMessages(db, stored.accountId, [
      { id: nextId(ctx.state, 'ms'), ...receiptMessage(receipt, event), createTime: time, read: false },
    ]);
  if (status === 'paid')
    await recordPayout(ctx, db, stored.accountId, receipt, event.amount ?? receipt.grantedMoney, time);
  return event;
}

/** A new receipt at 系统比对 (not yet written: recordReceiptStep with isNew writes it). */
export function newReceipt(
  ctx: DemoContext,
  accountId: string,
  policy: { id: string; policyName: string; rewardMoney: number },
): StoredReceipt {
  return {
    accountId,
    receipt: {
      id: nextId(ctx.state, 'fr'),
      policyId: policy.id,
      policyName: policy.policyName,
      status: 'matched',
      grantedMoney: policy.rewardMoney,
      history: [],
    },
  };
}

/** Money that arrived (an application's or a receipt's 已到账): what 我享受的政策 lists and sums. */
export function recordPayout(
  ctx: DemoContext,
  db: Db,
  accountId: string,
  policy: { policyId: string; policyName: string },
  amount: number,
  time: string,
) {
  return insertEnjoys(db, accountId, [
    {
      id: nextId(ctx.state, 'ej'),
      policyId: policy.policyId,
      policyName: policy.policyName,
      rewardMoney: amount,
      payTime: time,
    },
  ]);
}
