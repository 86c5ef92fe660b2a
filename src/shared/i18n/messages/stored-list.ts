// The list offline, over the records this device holds: loaded with that view only (it is rare, the first
// screen is not).
import type { Translation } from '../types';

export const storedListZh = {
  heading: '本设备保存的政策中符合条件的共 {n} 条',
  note: '当前网络不可用，以下仅为本设备已保存的部分政策（{time}），并非全部结果。',
  noteOrder: '本设备没有保存浏览量和申报人数，以下按保存时的先后排列。',
  none: '本设备保存的政策中没有符合这些条件的。联网后可查看全部结果。',
} as const;

export const storedListEn: Translation<typeof storedListZh> = {
  heading: '{n} policies kept on this device fit',
  note: 'You are offline: these are only the policies this device kept ({time}), not all results.',
  noteOrder:
    'This device keeps no visit or application counts; the policies are in the order they were kept.',
  none: 'None of the policies kept on this device fit these filters. Go online to see all results.',
};
