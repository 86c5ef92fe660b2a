// Said once per visit when the device refuses IndexedDB and the app keeps its stores in memory.
import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { deviceStorage } from '../../shared/storage/device-db';
import { t } from '../../shared/i18n/language';

const TOLD_KEY = 'portal.storageNoticeShown';

function toldThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(TOLD_KEY) === '1') return true;
    sessionStorage.setItem(TOLD_KEY, '1');
  } catch {
    // session storage refused as well: told once per page
  }
  return false;
}

export function StorageNotice() {
  useEffect(() => {
    let live = true;
    void deviceStorage().then((kind) => {
      if (!live || kind !== 'memory' || toldThisVisit()) return;
      notifications.show({
        id: 'device-storage',
        color: 'orange',
        autoClose: false,
        title: t('storage.memoryTitle'),
        message: t('storage.memoryBody'),
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return null;
}
