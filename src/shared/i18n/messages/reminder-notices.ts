// The deadline notifications the service worker shows (sw/deadline-reminders.ts), in the language the page
// stored. Outside the catalogue: no screen says them, the worker imports both languages itself.
import type { Translation } from '../types';

export const reminderNoticesZh = {
  'reminder.notifyTitle': '政策即将截止申报',
  'reminder.notifyBody': '《{name}》还有 {n} 天截止申报（{date}）',
  'reminder.notifyBodyToday': '《{name}》今天截止申报（{date}）',
} as const;

export const reminderNoticesEn: Translation<typeof reminderNoticesZh> = {
  'reminder.notifyTitle': 'A policy closes soon',
  'reminder.notifyBody': '"{name}" closes in {n} days ({date})',
  'reminder.notifyBodyToday': '"{name}" closes today ({date})',
};
