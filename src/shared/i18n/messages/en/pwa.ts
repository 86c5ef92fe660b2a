import type { Translation } from '../../types';
import type { pwaZh } from '../pwa';
export const pwaEn: Translation<typeof pwaZh> = {
  'pwa.saveFailed': 'Could not save; please check the browser storage and try again',
  'pwa.updateLater': 'Later',
  'pwa.updateHint': 'The page will reload; please save anything you are typing first.',
  'pwa.installHint': 'Add this portal to your desktop or start menu and open it like an app',
};
