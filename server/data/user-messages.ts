// Seeded 我的消息: each message tells what happened to one of the user's applications, consultations or a new policy.
import type {
  ApplyEvent,
  ApplyRecord,
  ConsultRecord,
  MessageRecord,
  Payee,
} from '../../src/shared/api/contract';
import type { Rng } from '../lib/prng';
import { formatDateTime } from '../lib/time';
import type { PolicyRecord } from './policies';

export function yuanText(yuan: number): string {
  return yuan >= 10000 ? `${Number((yuan / 10000).toFixed(2))}万元` : `${yuan}元`;
}

interface Sources {
  accountId: string;
  /** 1 person, 2 enterprise: a person has no 我的咨询 screen, so the reply is in the message itself */
  kind: 1 | 2;
  applies: readonly ApplyRecord[];
  consults: readonly ConsultRecord[];
  /** policies open now that fit the account's audience, newest first */
  openPolicies: readonly PolicyRecord[];
  policyById: (id: string) => PolicyRecord | undefined;
  historyOf: (applyId: string) => readonly ApplyEvent[];
  now: Date;
  rng: Rng;
}

type Draft = Omit<MessageRecord, 'id' | 'read'>;

function applyMessages(s: Sources): Draft[] {
  return s.applies.flatMap((a) => {
    const policy = s.policyById(a.policyId);
    return s.historyOf(a.id).map((event) => ({
      ...statusMessage(a, event, policy?.competentDepartmentPath ?? '主管部门'),
      createTime: event.time,
    }));
  });
}

/** The message telling the applicant that an application reached a step (seeded and from the review desk). */
export function statusMessage(
  a: ApplyRecord,
  event: ApplyEvent,
  dept: string,
): Omit<MessageRecord, 'id' | 'read' | 'createTime'> {
  const target = { kind: 'apply' as const, id: a.id };
  const day = a.applyTime.slice(0, 10);
  // a money step names its own amount and account; a record from before them, the policy's amount
  const amount = yuanText(event.amount ?? a.rewardMoney);
  const to = (p: Payee | undefined) => (p ? `${p.bankName} ${p.accountMasked}`.trim() : '您登记的银行账户');
  const text: Record<ApplyEvent['status'], [string, string]> = {
    submitted: [
      '申报提交成功',
      `您已提交“${a.policyName}”的申报，${dept}将在3个工作日内完成受理，受理结果会以消息通知您。`,
    ],
    accepted: [
      '您的申报已受理',
      `您于${day}提交的“${a.policyName}”申报材料已由${dept}受理，审核一般在15个工作日内完成。`,
    ],
    reviewing: ['您的申报进入审核', `“${a.policyName}”申报已进入审核，办理进度可在“我的申报”中查看。`],
    approved: [
      '您的申报已审核通过',
      `“${a.policyName}”申报已审核通过，核定补助${amount}。公示5个工作日无异议后，资金将拨付至您登记的银行账户。`,
    ],
    publicity: [
      '您的申报进入公示',
      `“${a.policyName}”审核结果（核定补助${amount}）正在公示，公示期5个工作日，公示无异议后拨付资金。`,
    ],
    disbursing: [
      '补助资金拨付中',
      `“${a.policyName}”公示无异议，补助资金${amount}已进入拨付流程，收款账户${to(event.payee)}。`,
    ],
    returned: [
      '申报材料需补正',
      `“${a.policyName}”申报被退回补正：${event.remark}请在“我的申报”中补正后重新提交。`,
    ],
    rejected: ['您的申报未通过审核', `“${a.policyName}”申报未通过审核：${event.remark}`],
    paid: event.payee
      ? [
          '补助资金已到账',
          `“${a.policyName}”补助资金${amount}已到账，收款账户${to(event.payee)}，请注意查收。如有疑问请联系${dept}。`,
        ]
      : [
          '补贴资金已拨付',
          `“${a.policyName}”补助资金${amount}已拨付至您登记的银行账户，请注意查收。如有疑问请联系${dept}。`,
        ],
  };
  const [title, content] = event.correction
    ? [
        '补正材料已重新提交',
        `您已补正“${a.policyName}”的申报材料并重新提交，${dept}将重新审核，结果会以消息通知您。`,
      ]
    : text[event.status];
  return { title, content, target };
}

function consultMessages(s: Sources): Draft[] {
  return s.consults
    .filter((c) => c.reply !== null && c.replyTime !== null)
    .map((c) => ({
      title: '咨询已回复',
      content:
        s.kind === 2
          ? `您于${c.createTime.slice(0, 10)}提交的咨询“${c.initiateContent}”已有回复，可在“我的咨询”中查看。`
          : `您于${c.createTime.slice(0, 10)}提交的咨询“${c.initiateContent}”已有回复：${c.reply ?? ''}`,
      createTime: c.replyTime as string,
      target: { kind: 'consult' as const, id: c.id },
    }));
}

function pushMessages(s: Sources): Draft[] {
  return s.openPolicies.slice(0, 3).map((p) => ({
    title: '新政策推送提醒',
    content: `“${p.policyName}”正在受理申报，截止日期${p.declareEnd}，最高可获${yuanText(p.rewardMoney)}。请对照申报条件确认是否符合。`,
    createTime:
      [`${p.declareStart} 09:00:00`, p.publishTime].find((t) => t <= formatDateTime(s.now)) ?? p.publishTime,
    target: { kind: 'policy' as const, id: p.id },
  }));
}

/** The 15 newest messages; the four newest are unread. */
export function seedMessages(s: Sources): MessageRecord[] {
  const drafts = [...applyMessages(s), ...consultMessages(s), ...pushMessages(s)]
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .slice(0, 15);
  return drafts.map((d, i) => ({ id: `ms-${s.accountId.slice(2)}-${i + 1}`, ...d, read: i > 3 }));
}
