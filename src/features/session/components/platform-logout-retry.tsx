// Retries a platform logout that could not be confirmed (offline, failure) on start and whenever the
// device comes back online, and says so once it is done.
import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { completePendingPlatformLogout, isPlatformLogoutPending } from '../../../shared/auth/platform-logout';
import { t } from '../../../shared/i18n/language';
import { subscribeOnline } from '../../../shared/offline/online-status';

export function PlatformLogoutRetry() {
  useEffect(() => {
    let running = false;
    const retry = async () => {
      if (running || !isPlatformLogoutPending()) return;
      running = true;
      try {
        if (await completePendingPlatformLogout())
          notifications.show({ color: 'teal', message: t('logout.platformDone'), autoClose: 6000 });
      } finally {
        running = false;
      }
    };
    void retry();
    return subscribeOnline((online) => {
      if (online) void retry();
    });
  }, []);
  return null;
}
