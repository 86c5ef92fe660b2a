// Names the page and the service worker share for deadline reminders.
export const DEADLINE_SYNC_TAG = 'deadline-reminders';
export const CHECK_DEADLINES_MESSAGE = 'CHECK_DEADLINES';
