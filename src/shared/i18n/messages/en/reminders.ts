import type { Translation } from '../../types';
import type { remindersZh } from '../reminders';
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
