import type { Translation } from '../../types';
import type { reminderNoticesZh } from '../reminder-notices';

export const reminderNoticesEn: Translation<typeof reminderNoticesZh> = {
  'reminder.notifyTitle': 'A policy closes soon',
  'reminder.notifyBody': '"{name}" closes in {n} days ({date})',
  'reminder.notifyBodyToday': '"{name}" closes today ({date})',
};
