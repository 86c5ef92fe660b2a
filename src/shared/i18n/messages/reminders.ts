// Deadline reminders on the first screens (the detail page's offer, the home page's closing-soon list, the
// saved-search marks) and the materials checklist. The worker's notifications are in reminder-notices.ts,
// the explanations of a match in matching.ts.
import type { Translation } from '../types';

export const remindersZh = {
  'reminder.soonTitle': '即将截止',
  'reminder.soonIntro': '7 天内截止申报的已保存政策和您的待提交申报，最近截止的在前。',
  'reminder.empty': '7 天内没有截止申报的政策。',
  'reminder.daysLeft': '还剩 {n} 天',
  'reminder.dayLeft': '还剩 {n} 天',
  'reminder.closesToday': '今天截止',
  'reminder.deadline': '截止日期 {date}',
  'reminder.sourceSaved': '已保存',
  'reminder.sourceApplication': '我的申报',
  'reminder.deviceOffer': '也可以让本机提醒：保存此政策到本机，截止前 3 天和 1 天通知您。',
  'reminder.deviceButton': '在本机提醒我',
  'reminder.deviceOn': '已保存到本机并开启截止提醒：截止前 3 天和 1 天由本机通知您。',
  'reminder.switch': '截止前提醒（提前 3 天和 1 天）',
  'reminder.switchHint': '提醒只在本机计算和显示，不会发送到服务器。',
  'reminder.permissionDenied': '浏览器未允许通知。请在浏览器设置中允许本站发送通知后再开启。',
  'reminder.unsupported': '此浏览器不支持通知；即将截止的政策仍会在此处列出。',
  'checklist.title': '申报材料清单',
  'checklist.progress': '已准备 {done}/{total} 项',
  'checklist.print': '打印清单',
  'checklist.hint': '勾选情况只保存在本机，离线也能查看。',
  'checklist.empty': '该政策未列出申报材料，请以主管部门通知为准。',
} as const;

export const remindersEn: Translation<typeof remindersZh> = {
  'reminder.soonTitle': 'Closing soon',
  'reminder.soonIntro':
    'Saved policies and your unsubmitted applications whose window closes within 7 days, soonest first.',
  'reminder.empty': 'Nothing closes within the next 7 days.',
  'reminder.daysLeft': '{n} days left',
  'reminder.dayLeft': '{n} day left',
  'reminder.closesToday': 'Closes today',
  'reminder.deadline': 'Deadline {date}',
  'reminder.sourceSaved': 'Saved',
  'reminder.sourceApplication': 'My application',
  'reminder.deviceOffer':
    'Or let this device remind you: it keeps the policy and notifies you 3 days and 1 day before the deadline.',
  'reminder.deviceButton': 'Remind me on this device',
  'reminder.deviceOn':
    'Saved on this device with reminders on: you will be notified 3 days and 1 day before the deadline.',
  'reminder.switch': 'Remind me before deadlines (3 days and 1 day before)',
  'reminder.switchHint':
    'Reminders are worked out and shown on this device only; nothing is sent to the server.',
  'reminder.permissionDenied':
    'Notifications are blocked. Allow notifications for this site in the browser settings, then turn this on.',
  'reminder.unsupported':
    'This browser cannot show notifications; policies closing soon are still listed here.',
  'checklist.title': 'Materials checklist',
  'checklist.progress': '{done} of {total} ready',
  'checklist.print': 'Print checklist',
  'checklist.hint': 'Ticks are kept on this device only and are available offline.',
  'checklist.empty': 'This policy lists no materials; follow the competent department’s notice.',
};
