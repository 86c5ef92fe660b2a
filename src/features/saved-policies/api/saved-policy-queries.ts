// Saved policies read from IndexedDB through the query cache, so screens get loading and error states for free.
import { savedPolicies } from '../../../shared/offline/saved-policies';
import { userQuery } from '../../../shared/api/scoped-query';
import { reminderState } from '../../../shared/offline/reminder-store';

// the device is the source: no network is involved, so offline never pauses these
// the list lives in IndexedDB on its own (saved-policies); the query cache must not copy it to disk
const local = { networkMode: 'always', staleTime: Infinity, retry: false } as const;

export const savedPolicyQueries = {
  all: () => ['savedPolicies'] as const,
  list: () => userQuery([...savedPolicyQueries.all(), 'list'], () => savedPolicies.list(), local),
  one: (id: string) =>
    userQuery([...savedPolicyQueries.all(), 'one', id], () => savedPolicies.get(id), local),
  /** whether deadline reminders are switched on on this device */
  remindersOn: () =>
    userQuery([...savedPolicyQueries.all(), 'remindersOn'], () => reminderState.enabled(), {
      ...local,
      staleTime: 0,
    }),
};
