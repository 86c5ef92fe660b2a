// The device's deadline-reminder state in IndexedDB, readable by the page and the service worker:
// the on/off switch and which reminders were already shown. Nothing here leaves the device.
import { get, set, type UseStore } from 'idb-keyval';
import { deviceStore } from '../storage/device-db';

const MAX_SHOWN = 500;

let store: UseStore | null = null;
const reminderStore = () => (store ??= deviceStore('portal-reminders', 'state'));

export const reminderState = {
  /** Off until the person turns it on (and grants notifications); a malformed value reads as off. */
  async enabled(): Promise<boolean> {
    try {
      return (await get<unknown>('enabled', reminderStore())) === true;
    } catch {
      return false;
    }
  },
  async setEnabled(on: boolean): Promise<void> {
    await set('enabled', on, reminderStore());
  },
  /** The interface language, so the worker words its notifications as the page does. */
  async lang(): Promise<'zh-CN' | 'en'> {
    try {
      return (await get<unknown>('lang', reminderStore())) === 'en' ? 'en' : 'zh-CN';
    } catch {
      return 'zh-CN';
    }
  },
  async setLang(lang: 'zh-CN' | 'en'): Promise<void> {
    await set('lang', lang, reminderStore());
  },
  async shown(): Promise<Set<string>> {
    try {
      const value = await get<unknown>('shown', reminderStore());
      return new Set(Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []);
    } catch {
      return new Set();
    }
  },
  async markShown(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const all = [...(await reminderState.shown()), ...keys];
    await set('shown', all.slice(-MAX_SHOWN), reminderStore());
  },
};
