// The device's deadline-reminder state in IndexedDB, readable by the page and the service worker:
// the on/off switch and which reminders were already shown. Nothing here leaves the device.
import { boolean, list, oneOf, text } from '../api/schema';
import { defineDeviceRecord } from '../storage/device-store';

const MAX_SHOWN = 500;

const store = defineDeviceRecord({
  db: 'portal-reminders',
  store: 'state',
  name: 'reminders',
  fields: {
    enabled: boolean,
    /** the interface language, so the worker words its notifications as the page does */
    lang: oneOf('zh-CN', 'en'),
    /** the reminders already shown (their keys), the newest MAX_SHOWN */
    shown: list(text),
  },
});

/** A value the device cannot read (refused, damaged) reads as its default. */
const orElse = <T>(read: Promise<T | null>, fallback: T): Promise<T> =>
  read.then(
    (value) => value ?? fallback,
    () => fallback,
  );

export const reminderState = {
  store,
  /** Off until the person turns it on (and grants notifications); a malformed value reads as off. */
  enabled: (): Promise<boolean> => orElse(store.get('enabled'), false),
  setEnabled: (on: boolean): Promise<void> => store.set('enabled', on),
  /** The interface language, so the worker words its notifications as the page does. */
  lang: (): Promise<'zh-CN' | 'en'> => orElse(store.get('lang'), 'zh-CN'),
  setLang: (lang: 'zh-CN' | 'en'): Promise<void> => store.set('lang', lang),
  shown: async (): Promise<Set<string>> => new Set(await orElse(store.get('shown'), [])),
  async markShown(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const all = [...(await reminderState.shown()), ...keys];
    await store.set('shown', all.slice(-MAX_SHOWN));
  },
};
