// Deadline notifications for saved policies, 3 days and 1 day before the window closes: on Periodic
// Background Sync where the installed app has it, otherwise when the page asks as the app opens.
// Everything is read from and kept on the device.
import { reminderNoticesZh } from '@words/zh/reminder-notices';
import { reminderNoticesEn } from '@words/en/reminder-notices';
import { dueReminders, type Deadline, type DueReminder } from '../src/shared/offline/deadline-reminders';
import { reminderState } from '../src/shared/offline/reminder-store';
import { savedPolicies } from '../src/shared/offline/saved-policies';
import { CHECK_DEADLINES_MESSAGE, DEADLINE_SYNC_TAG } from '../src/shared/offline/reminder-messages';

import { fillTemplate as fill } from '../src/shared/i18n/fill';

declare const self: ServiceWorkerGlobalScope;

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function notify(reminder: DueReminder, lang: 'zh-CN' | 'en'): Promise<void> {
  const words = lang === 'en' ? reminderNoticesEn : reminderNoticesZh;
  const params = { name: reminder.name, n: reminder.daysLeft, date: reminder.deadline };
  await self.registration.showNotification(words['reminder.notifyTitle'], {
    body: fill(
      reminder.daysLeft === 0 ? words['reminder.notifyBodyToday'] : words['reminder.notifyBody'],
      params,
    ),
    tag: `deadline-${reminder.key}`,
    icon: '/icons/icon-192.png',
    lang,
    data: { url: `/#/savedPolicies?id=${encodeURIComponent(reminder.policyId)}` },
  });
}

/** Shows what is due now and remembers it; returns how many were shown. */
export async function checkDeadlines(now: number = Date.now()): Promise<number> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 0;
  const [enabled, shown, saved, lang] = await Promise.all([
    reminderState.enabled(),
    reminderState.shown(),
    savedPolicies.list(),
    reminderState.lang(),
  ]);
  const deadlines: Deadline[] = saved.map((s) => ({
    id: s.id,
    policyId: s.id,
    name: s.detail.policyName,
    deadline: s.detail.declareEnd,
    source: 'saved',
  }));
  const due = dueReminders(deadlines, now, shown, enabled);
  for (const reminder of due) await notify(reminder, lang);
  await reminderState.markShown(due.map((r) => r.key));
  return due.length;
}

export function setupDeadlineReminders(): void {
  self.addEventListener('periodicsync', (event) => {
    const sync = event as PeriodicSyncEvent;
    if (sync.tag === DEADLINE_SYNC_TAG) sync.waitUntil(checkDeadlines());
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === CHECK_DEADLINES_MESSAGE)
      event.waitUntil(checkDeadlines());
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    // only this portal's own screens
    const target = new URL(
      typeof path === 'string' && path.startsWith('/#/') ? path : '/#/savedPolicies',
      self.location.origin,
    );
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => new URL(w.url).origin === target.origin);
        if (open) return open.navigate(target.href).then((w) => w?.focus());
        return self.clients.openWindow(target.href);
      }),
    );
  });
}
