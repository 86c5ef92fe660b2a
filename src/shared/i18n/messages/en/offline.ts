import type { Translation } from '../../types';
import type { offlineZh } from '../offline';
export const offlineEn: Translation<typeof offlineZh> = {
  'offline.banner': 'You are offline; showing content saved on this device',
  'offline.savedAt': 'Saved {time}',
  'offline.needNetwork': 'This needs a connection; please try again when online',
  'offline.save': 'Save for offline',
  'offline.saved': 'Saved; available offline',
  'update.ready': 'A new version is ready',
  'update.reload': 'Update now',
  'install.button': 'Install app',
  'storage.memoryTitle': 'This device cannot keep content offline',
  'storage.memoryBody':
    'The browser blocks storage on this device, so offline features are off: you can browse and apply as usual, but saved policies, checklist ticks and reminders last only until you close the page.',
};
