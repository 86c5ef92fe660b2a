import type { Translation } from '../../types';
import type { savedPoliciesZh } from '../saved-policies';

export const savedPoliciesEn: Translation<typeof savedPoliciesZh> = {
  'offline.savedList': 'My saved policies',
  'pwa.savedIntro':
    'Policies saved on this device can be read without a connection; they show the version you saved.',
  'pwa.savedEmpty':
    'You have not saved any policies yet. Choose "Save for offline" on a policy page or card to read it offline.',
  'pwa.savedCount': '{n} saved policies',
  'pwa.savedCountOne': '{n} saved policy',
  'pwa.savedLoadFailed':
    'The saved policies could not be read. Please allow this site to store data and try again.',
  'pwa.savedNotFound': 'This policy is not saved on this device; it may have been removed.',
  'pwa.savedOfflineCopy': 'This is the copy saved on this device; the online version is authoritative.',
  'pwa.open': 'Open',
  'pwa.remove': 'Remove',
  'pwa.removeLabel': 'Remove "{name}" from this device',
  'pwa.removed': 'Removed from this device',
  'pwa.backToSaved': 'Back to my saved policies',
  'pwa.viewLatest': 'View the latest version online',
  'pwa.department': 'Competent department',
  'pwa.declareTime': 'Declaration period',
  'pwa.reward': 'Reward',
  'pwa.area': 'Area',
  'pwa.content': 'Policy text',
  'pwa.conditions': 'Conditions',
  'pwa.contact': 'Enquiries',
  'pwa.attachmentsOnline': 'Attachments need a connection',
};
