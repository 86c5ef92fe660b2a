// A saved policy that changed (deadline, early close, amount, conditions, withdrawal): its notice on the saved
// policies' screens and the worker's notification. Loaded with those screens and by the worker, not with the
// first screen's catalogue.
import type { Translation } from '../types';

export const savedPolicyChangesZh = {
  deadline: '申报截止时间由 {from} 调整为 {to}',
  closed: '申报已提前截止，截止时间由 {from} 调整为 {to}',
  amount: '扶持金额由{from}调整为{to}',
  conditions: '申报条件已调整',
  withdrawn: '该政策已被主管部门撤回，不再受理申报',
  /** joins the sentences of one policy's changes */
  joiner: '；',
  heading: '政策有变更',
  changedAt: '变更时间：{time}',
  conditionsNow: '现行申报条件：',
  refreshed: '本机保存的版本已更新为变更后的内容。',
  acknowledge: '知道了',
  acknowledgeLabel: '知道了：{name} 的变更',
  withdrawnBadge: '已撤回',
  notifyTitle: '您保存的政策有变更：{name}',
} as const;

export const savedPolicyChangesEn: Translation<typeof savedPolicyChangesZh> = {
  deadline: 'Application deadline moved from {from} to {to}',
  closed: 'Applications closed early: the deadline moved from {from} to {to}',
  amount: 'Amount changed from {from} to {to}',
  conditions: 'Eligibility conditions changed',
  withdrawn: 'Withdrawn by its department: applications are no longer accepted',
  joiner: '; ',
  heading: 'This policy has changed',
  changedAt: 'Changed on {time}',
  conditionsNow: 'Conditions now: ',
  refreshed: 'The copy on this device now shows the changed policy.',
  acknowledge: 'Got it',
  acknowledgeLabel: 'Got it: changes to {name}',
  withdrawnBadge: 'Withdrawn',
  notifyTitle: 'A saved policy has changed: {name}',
};
