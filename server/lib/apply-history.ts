// An application's history: the steps to a status, their remarks, and seeded times that never pass "now".
import type { ApplyEvent, ApplyStatus } from '../../src/shared/api/contract';
import { statusMessage } from '../data/user-messages';
import type { DemoContext } from './context';
import type { Rng } from './prng';
import { saveApplication, type Db, type StoredApplication } from './db/applications-store';
import { insertMessages } from './db/user-lists-store';
import { nextId, type ApplicationExtras } from './state';
import { formatDateTime } from './time';

/** The steps an application has gone through to reach a status. */
export const PATH_TO: Record<ApplyStatus, ApplyStatus[]> = {
  submitted: ['submitted'],
  accepted: ['submitted', 'accepted'],
  reviewing: ['submitted', 'accepted', 'reviewing'],
  approved: ['submitted', 'accepted', 'reviewing', 'approved'],
  publicity: ['submitted', 'accepted', 'reviewing', 'approved', 'publicity'],
  disbursing: ['submitted', 'accepted', 'reviewing', 'approved', 'publicity', 'disbursing'],
  returned: ['submitted', 'accepted', 'reviewing', 'returned'],
  rejected: ['submitted', 'accepted', 'reviewing', 'rejected'],
  // a seeded payout keeps the older shape (审核通过 straight to 已到账); the desk's goes through 公示 and 资金拨付
  paid: ['submitted', 'accepted', 'reviewing', 'approved', 'paid'],
};

/**
 * Where a reviewer may move an application from each status (the demo's review desk): after approval the
 * money, 公示 → 资金拨付 → 已到账, one step at a time.
 */
export const NEXT: Record<ApplyStatus, readonly ApplyStatus[]> = {
  submitted: ['accepted', 'returned', 'rejected'],
  accepted: ['reviewing', 'returned', 'rejected'],
  reviewing: ['approved', 'returned', 'rejected'],
  approved: ['publicity'],
  publicity: ['disbursing'],
  disbursing: ['paid'],
  returned: [],
  rejected: [],
  paid: [],
};

export const RETURN_REASONS = [
  '营业执照副本复印件不清晰，请重新上传加盖公章的清晰扫描件。',
  '申请表缺少法定代表人签字，请签字盖章后重新上传。',
  '银行账户信息与申报主体名称不一致，请上传开户许可证或基本存款账户信息。',
  '社保缴纳证明未覆盖政策要求的连续6个月，请补充完整月份的缴费记录。',
];

export const REJECT_REASONS = [
  '经核查，申报主体注册地不在本政策适用区域内，不符合申报条件。',
  '同一事项已享受市级同类政策补助，根据“就高不重复”原则不予重复支持。',
  '申报期内未提供有效的研发费用专项审计报告，经复核不予通过。',
];

const PERSON_REJECT_REASONS = [
  '经核查，申报人户籍及社保参保地均不在本政策适用区域内，不符合申报条件。',
  '同一事项已享受市级同类政策补助，根据“就高不重复”原则不予重复支持。',
  '经人社部门数据比对，申报人在申报期内未连续缴纳社会保险满6个月，不符合申报条件。',
];

const MATERIAL_RETURNS = [
  (m: string) => `“${m}”扫描件不清晰，无法辨认关键信息，请重新上传清晰完整的扫描件。`,
  (m: string) => `“${m}”缺少签字或盖章，请签字盖章后重新上传。`,
  (m: string) => `“${m}”已超过有效期，请上传有效期内的材料。`,
];

/**
 * A plausible reviewer's reason for a seeded return or refusal (a return names one of the policy's materials);
 * one draw, so the rest of the seeded data stays as it was.
 */
export function seededReason(
  status: ApplyStatus,
  materials: readonly string[],
  kind: 1 | 2,
  rng: Rng,
): string | undefined {
  if (status === 'rejected') return rng.pick(kind === 1 ? PERSON_REJECT_REASONS : REJECT_REASONS);
  if (status !== 'returned') return undefined;
  const named = materials.flatMap((m) => MATERIAL_RETURNS.map((reason) => reason(m)));
  return rng.pick(named.length > 0 ? named : RETURN_REASONS);
}

export function remarkFor(status: ApplyStatus, department: string, reason?: string): string {
  switch (status) {
    case 'submitted':
      return '申报人在线提交申报';
    case 'accepted':
      return `${department}已受理`;
    case 'reviewing':
      return `${department}审核中`;
    case 'approved':
      return `审核通过，进入公示（公示期5天）`;
    case 'publicity':
      return '审核结果公示中（公示期5个工作日）';
    case 'disbursing':
      return `公示无异议，${department}已提交资金拨付`;
    case 'returned':
      return reason ?? RETURN_REASONS[0]!;
    case 'rejected':
      return reason ?? REJECT_REASONS[0]!;
    case 'paid':
      return '资金已拨付至申报主体银行账户';
  }
}

/** typical hours from one step to the next */
const GAP_HOURS: Record<ApplyStatus, [number, number]> = {
  submitted: [0, 0],
  accepted: [2, 26],
  reviewing: [20, 72],
  approved: [48, 200],
  publicity: [2, 24],
  disbursing: [120, 200],
  returned: [30, 120],
  rejected: [30, 150],
  paid: [120, 200],
};

/** A seeded history: plausible gaps, squeezed so the last step is no later than now. */
export function seedHistory(
  status: ApplyStatus,
  submittedAt: Date,
  now: Date,
  department: string,
  rng: Rng,
  reason?: string,
): ApplyEvent[] {
  const steps = PATH_TO[status];
  const offsets: number[] = [];
  let total = 0;
  for (const step of steps) {
    const [lo, hi] = GAP_HOURS[step];
    total += rng.int(lo * 60, hi * 60) * 60 * 1000;
    offsets.push(total);
  }
  const room = Math.max(0, now.getTime() - submittedAt.getTime() - 60 * 1000);
  const scale = total > room ? room / total : 1;
  return steps.map((step, i) => ({
    status: step,
    time: formatDateTime(new Date(submittedAt.getTime() + Math.floor((offsets[i] ?? 0) * scale))),
    remark: remarkFor(step, department, step === status ? reason : undefined),
  }));
}

/** The reviewer's reason while an application stands returned or not approved. */
export function reasonOf(extras: ApplicationExtras | undefined): string | undefined {
  const last = extras?.history[extras.history.length - 1];
  return last && (last.status === 'returned' || last.status === 'rejected') ? last.remark : undefined;
}

/**
 * An application reaches a step now: the status, the history (stamped with the real time) and a message
 * in 我的消息 telling the applicant (docs/product.md, the application journey); both written to `db` (the
 * caller's transaction, so the step and its message are kept together or not at all).
 */
export async function recordStep(
  ctx: DemoContext,
  db: Db,
  app: StoredApplication,
  step: Omit<ApplyEvent, 'time'>,
  time = formatDateTime(ctx.now()),
): Promise<ApplyEvent> {
  const event: ApplyEvent = { ...step, time };
  const dept = ctx.policyById.get(app.record.policyId)?.competentDepartmentPath ?? '主管部门';
  app.record.status = event.status;
  app.extras.history.push(event);
  await saveApplication(db, app);
  await insertMessages(db, app.accountId, [
    {
      id: nextId(ctx.state, 'ms'),
      ...statusMessage(app.record, event, dept),
      createTime: event.time,
      read: false,
    },
  ]);
  return event;
}
