// Names the page and the service worker share for deadline reminders and the check of saved searches.
export const DEADLINE_SYNC_TAG = 'deadline-reminders';
export const CHECK_DEADLINES_MESSAGE = 'CHECK_DEADLINES';
export const SAVED_SEARCH_SYNC_TAG = 'saved-searches';
export const CHECK_SAVED_SEARCHES_MESSAGE = 'CHECK_SAVED_SEARCHES';
