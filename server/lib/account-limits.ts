// Per-account limits on what one account can make the server keep (docs/product.md#demo-server): a new record past
// its limit is refused with a message that says so; nothing already kept is ever evicted to make room.
import { ApiError } from './envelope';

/** enterprise projects one account keeps */
export const MAX_PROJECTS_PER_ACCOUNT = 200;
/** bank-account changes one account may make in a day, and keeps in all */
export const MAX_BANK_CHANGES_PER_DAY = 5;
export const MAX_BANK_CHANGES_PER_ACCOUNT = 200;
/** questionnaire submissions kept per account (the latest; older ones are only history) */
export const MAX_QUESTIONNAIRE_RECORDS = 50;

export const MSG_TOO_MANY_PROJECTS = `企业项目数量已达上限（${MAX_PROJECTS_PER_ACCOUNT}个），请修改已有项目，或联系主管部门`;
export const MSG_BANK_CHANGES_TODAY = `对公银行账户今日已修改${MAX_BANK_CHANGES_PER_DAY}次，已达上限，请明日再试`;
export const MSG_BANK_CHANGES_TOTAL = `对公银行账户变更记录已达上限（${MAX_BANK_CHANGES_PER_ACCOUNT}条），请联系主管部门办理`;

export function assertRoomForProject(count: number): void {
  if (count >= MAX_PROJECTS_PER_ACCOUNT) throw new ApiError(429, MSG_TOO_MANY_PROJECTS);
}

/** `total` is every change the account keeps, `todays` those made today (the server's date). */
export function assertRoomForBankChange(total: number, todays: number): void {
  if (total >= MAX_BANK_CHANGES_PER_ACCOUNT) throw new ApiError(429, MSG_BANK_CHANGES_TOTAL);
  if (todays >= MAX_BANK_CHANGES_PER_DAY) throw new ApiError(429, MSG_BANK_CHANGES_TODAY);
}

/** Other lists an account adds to, each with its limit and what a refusal says. */
export const LIST_LIMITS = {
  // one a day per application in review already; this bounds an account with many applications over years
  urges: { max: 2_000, message: '催办记录已达上限（2000条），请联系主管部门' },
  consults: { max: 500, message: '咨询记录已达上限（500条），请拨打咨询电话或联系主管部门' },
} as const;

export function assertRoomFor(list: keyof typeof LIST_LIMITS, count: number): void {
  const limit = LIST_LIMITS[list];
  if (count >= limit.max) throw new ApiError(429, limit.message);
}
