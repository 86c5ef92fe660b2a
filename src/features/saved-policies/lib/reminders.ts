// Turning deadline reminders on and off on this device, and asking the worker to check as the app opens.
import {
  CHECK_DEADLINES_MESSAGE,
  CHECK_SAVED_SEARCHES_MESSAGE,
  DEADLINE_SYNC_TAG,
  SAVED_SEARCH_SYNC_TAG,
} from '../../../shared/offline/reminder-messages';
import { reminderState } from '../../../shared/offline/reminder-store';
import type { Lang } from '../../../shared/i18n/types';

export type ReminderSupport = 'ok' | 'unsupported' | 'denied';

export function notificationSupport(): ReminderSupport {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'ok';
}

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

function periodicSyncOf(registration: ServiceWorkerRegistration): PeriodicSyncManager | undefined {
  return (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync;
}

/**
 * As the app opens: asks the worker to show the deadline reminders due now and to check the saved searches
 * for new policies (it checks the switch and the permission itself).
 */
export async function askWorkerToCheck(lang: Lang): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await reminderState.setLang(lang === 'en' ? 'en' : 'zh-CN');
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: CHECK_DEADLINES_MESSAGE });
  registration.active?.postMessage({ type: CHECK_SAVED_SEARCHES_MESSAGE });
}

/**
 * A search was saved or notices allowed: where the installed app has Periodic Background Sync, the worker
 * also checks saved searches while the app is closed; and it checks once now.
 */
export async function watchSavedSearches(lang?: Lang): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (lang) await reminderState.setLang(lang === 'en' ? 'en' : 'zh-CN');
  const registration = await navigator.serviceWorker.ready;
  await periodicSyncOf(registration)
    ?.register(SAVED_SEARCH_SYNC_TAG, { minInterval: 12 * 60 * 60 * 1000 })
    .catch(() => undefined);
  registration.active?.postMessage({ type: CHECK_SAVED_SEARCHES_MESSAGE });
}

/** Turns reminders on (asking for permission) or off; returns the state the device ends up in. */
export async function setReminders(
  on: boolean,
  lang: Lang,
): Promise<{ enabled: boolean; support: ReminderSupport }> {
  if (!on) {
    await reminderState.setEnabled(false);
    const registration =
      'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    await periodicSyncOf(registration ?? ({} as ServiceWorkerRegistration))
      ?.unregister(DEADLINE_SYNC_TAG)
      .catch(() => undefined);
    return { enabled: false, support: notificationSupport() };
  }
  if (notificationSupport() === 'unsupported') return { enabled: false, support: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { enabled: false, support: permission === 'denied' ? 'denied' : 'ok' };
  await reminderState.setEnabled(true);
  const registration = await navigator.serviceWorker.ready;
  // where the installed app has Periodic Background Sync, the worker also checks while the app is closed
  await periodicSyncOf(registration)
    ?.register(DEADLINE_SYNC_TAG, { minInterval: 12 * 60 * 60 * 1000 })
    .catch(() => undefined);
  await askWorkerToCheck(lang);
  return { enabled: true, support: 'ok' };
}
