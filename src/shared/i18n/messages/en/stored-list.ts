import type { Translation } from '../../types';
import type { storedListZh } from '../stored-list';
export const storedListEn: Translation<typeof storedListZh> = {
  heading: '{n} policies kept on this device fit',
  note: 'You are offline: these are only the policies this device kept ({time}), not all results.',
  noteOrder:
    'This device keeps no visit or application counts; the policies are in the order they were kept.',
  none: 'None of the policies kept on this device fit these filters. Go online to see all results.',
};
