import type { Translation } from '../../types';
import type { draftsZh } from '../drafts';

export const draftsEn: Translation<typeof draftsZh> = {
  'drafts.memoryTitle': 'This draft is kept in this page only',
  'drafts.notKeptTitle': 'This device could not keep the draft',
  'drafts.memory':
    'This browser does not let the portal keep data on this device (for example in private mode): once this page is closed, no draft is left on this device.',
  'drafts.full': 'This device’s storage is full: your latest changes were not kept on this device.',
  'drafts.refused':
    'This browser does not let the portal keep data on this device (for example in private mode): your latest changes were not kept on this device.',
  'drafts.keptOnAccount': 'What you entered and the files uploaded are saved to your account ({time}).',
  'drafts.keptOnAccountEarlier':
    'Your account holds the draft as it was at {time}; the changes since then are not saved yet.',
  'drafts.keptNowhere': 'What you entered is not saved to your account yet.',
  'drafts.offline':
    'You are offline: please do not close or reload this page; your changes are saved to your account once you are back online.',
  'drafts.waitingFiles':
    '{count} file(s) waiting to upload are held in this page only; if it is closed they must be chosen again.',
  'drafts.othersTitle': 'Application drafts of another account',
  'drafts.othersBody':
    'This device holds {count} unsent application draft(s) of another account, which you cannot see or use. Keep them for that account (it can continue them at its next login), or delete them from this device (this cannot be undone, and their files not yet uploaded are deleted too).',
  'drafts.othersLater':
    'Closing this window decides nothing now; you will be asked again at your next login.',
  'drafts.keepForThem': 'Keep for that account',
  'drafts.deleteThem': 'Delete from this device',
};
